import { TextField } from "../../../components/ui/text-field";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";

/**
 * Shown when the receipt's date could not be read: the purchase date decides the tax year, so it is asked for,
 * never guessed (the server refuses to save an undated receipt).
 */
export function MissingDateField({ value, onChange, disabled }: { value: string; onChange: (date: string) => void; disabled: boolean }) {
  const today = calendarDay(systemClock());
  return (
    <div className="max-w-xs rounded-xl border border-amber-300 bg-amber-50 p-4">
      <TextField
        label="Purchase date"
        type="date"
        required
        max={today}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        error={value === "" ? "The date could not be read on this receipt. Enter it to save: it decides the tax year." : undefined}
      />
    </div>
  );
}
