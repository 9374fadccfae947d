import { cn } from "../../lib/cn";

interface ProgressBarProps {
  label: string;
  value: number;
  max: number;
  /** What a screen reader says instead of the bare number, when the number alone means little. */
  valueText?: string;
  className?: string;
  /** The filled part's own classes (its transition, say). */
  fillClassName?: string;
}

/** A labelled horizontal bar filled to value / max. */
export function ProgressBar({ label, value, max, valueText, className, fillClassName }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn("h-2 overflow-hidden rounded-full", className)}
    >
      <div className={cn("h-full rounded-full bg-emerald-600", fillClassName)} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
