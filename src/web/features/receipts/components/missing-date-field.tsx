import { TextField } from "../../../components/ui/text-field";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";
import { useI18n } from "../../../lib/i18n";

/**
 * Shown when the receipt's date could not be read: the purchase date decides the tax year, so it is asked for,
 * never guessed (the server refuses to save an undated receipt).
 */
export function MissingDateField({ value, onChange, disabled }: { value: string; onChange: (date: string) => void; disabled: boolean }) {
  const { t } = useI18n();
  const today = calendarDay(systemClock());
  return (
    <div className="max-w-xs rounded-xl border border-amber-300 bg-amber-50 p-4">
      <TextField
        label={t("review.purchaseDate")}
        type="date"
        required
        max={today}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        error={value === "" ? t("review.purchaseDateMissing") : undefined}
      />
    </div>
  );
}
