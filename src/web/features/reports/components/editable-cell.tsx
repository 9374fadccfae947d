import type { ReactNode } from "react";
import { Pencil } from "lucide-react";
import { cn } from "../../../lib/cn";

interface EditableCellProps {
  label: string;
  /** Names this control across re-renders, so focus can come back to it when its editor closes. */
  focusKey: string;
  onEdit: () => void;
  children: ReactNode;
  className?: string;
}

/** A value that opens its editor when clicked (or activated from the keyboard). */
export function EditableCell({ label, focusKey, onEdit, children, className }: EditableCellProps) {
  return (
    <button
      type="button"
      aria-label={label}
      data-focus-key={focusKey}
      onClick={onEdit}
      className={cn(
        "group inline-flex max-w-full items-center gap-1.5 rounded-md px-1.5 py-1 text-left hover:bg-emerald-50",
        "focus-visible:bg-emerald-50",
        className,
      )}
    >
      <span className="min-w-0 break-words">{children}</span>
      <Pencil aria-hidden="true" className="size-3.5 shrink-0 text-slate-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100" />
    </button>
  );
}
