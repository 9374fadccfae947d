import { useId } from "react";
import { categoryName } from "../../../lib/category-name";
import { CATEGORIES, type Category } from "#domain/gluten-free/categories";
import { Label } from "../../../components/ui/label";
import { useI18n } from "../../../lib/i18n";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none disabled:bg-slate-100";

export const isCategory = (value: string | null): value is Category => CATEGORIES.some((c) => c === value);

interface CategorySelectProps {
  /** The line's category as stored; one outside the catalog's (or none) asks for a choice. */
  value: string | null;
  onChange: (category: Category) => void;
  disabled?: boolean;
}

/**
 * A line's food category, one of the catalog's: it decides which regular products the line is compared with, and
 * where the claim files it.
 */
export function CategorySelect({ value, onChange, disabled }: CategorySelectProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t("category.label")}</Label>
      <select
        id={id}
        className={SELECT}
        value={isCategory(value) ? value : ""}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as Category)}
      >
        {!isCategory(value) && (
          <option value="" disabled>
            {t("category.choose")}
          </option>
        )}
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryName(c, { t })}
          </option>
        ))}
      </select>
    </div>
  );
}
