import { useEffect, useRef, type ReactNode } from "react";
import { REVEAL_WIDTH_PX, useSwipeToReveal } from "../hooks/use-swipe-to-reveal";
import { cn } from "../../../lib/cn";

interface SwipeableRowProps {
  revealed: boolean;
  onRevealChange: (revealed: boolean) => void;
  onDelete: () => void;
  deleteLabel: string;
  deleteFocusKey: string;
  children: ReactNode;
}

/** A row that slides left to show a red Delete area; a tap anywhere else slides it back. */
export function SwipeableRow({ revealed, onRevealChange, onDelete, deleteLabel, deleteFocusKey, children }: SwipeableRowProps) {
  const rowRef = useRef<HTMLLIElement>(null);
  const { offset, isDragging, handlers } = useSwipeToReveal(revealed, onRevealChange);

  useEffect(() => {
    if (!revealed) return;
    const clearOnOutsideTap = (event: PointerEvent) => {
      if (!rowRef.current?.contains(event.target as Node)) onRevealChange(false);
    };
    document.addEventListener("pointerdown", clearOnOutsideTap);
    return () => document.removeEventListener("pointerdown", clearOnOutsideTap);
  }, [revealed, onRevealChange]);

  return (
    <li ref={rowRef} data-testid="line-item-row" className="relative overflow-hidden rounded-xl border border-slate-200 bg-red-600">
      <button
        type="button"
        onClick={onDelete}
        // Keyboard users reach the Delete area by tabbing to it; focusing it slides the row open.
        onFocus={() => onRevealChange(true)}
        aria-label={deleteLabel}
        data-focus-key={deleteFocusKey}
        style={{ width: REVEAL_WIDTH_PX }}
        className="absolute inset-y-0 right-0 flex items-center justify-center text-sm font-semibold text-white focus-visible:outline-white"
      >
        Delete
      </button>
      <div
        {...handlers}
        data-revealed={revealed || undefined}
        style={{ transform: `translateX(${offset}px)`, touchAction: "pan-y" }}
        className={cn("relative bg-white p-3 select-none", !isDragging && "transition-transform duration-200")}
      >
        {children}
      </div>
    </li>
  );
}
