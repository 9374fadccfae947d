import { useId } from "react";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";

interface YearSelectProps {
  years: readonly number[];
  value: number;
  onChange: (year: number) => void;
  className?: string;
}

/** The tax-year selector: years that have purchases, newest first (the chosen year is always offered). */
export function YearSelect({ years, value, onChange, className }: YearSelectProps) {
  const { t } = useI18n();
  const id = useId();
  const options = years.includes(value) ? years : [value, ...years];
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t("reports.taxYear")}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
      >
        {options.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
