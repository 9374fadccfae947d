import { useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent } from "react";

/** How far a row slides to show its Delete area, and how far a finger or mouse must travel to count as a swipe. */
export const REVEAL_WIDTH_PX = 96;
const DRAG_START_PX = 8;

/**
 * docs/product-spec.md §2: on narrow screens a row swiped left shows a Delete area, swiped right hides it. Pointer
 * events cover mouse and touch alike; the row sets `touch-action: pan-y`, so vertical scrolling stays the browser's.
 */
export function useSwipeToReveal(revealed: boolean, setRevealed: (revealed: boolean) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const base = revealed ? -REVEAL_WIDTH_PX : 0;

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    dragged.current = false;
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin || origin.id !== event.pointerId) return;
    const dx = event.clientX - origin.x;
    const dy = event.clientY - origin.y;
    if (!dragged.current) {
      if (Math.abs(dx) < DRAG_START_PX || Math.abs(dx) < Math.abs(dy)) return;
      dragged.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDragOffset(Math.min(0, Math.max(-REVEAL_WIDTH_PX * 1.25, base + dx)));
  };

  const finish = (event: ReactPointerEvent<HTMLElement>) => {
    const origin = start.current;
    if (!origin || origin.id !== event.pointerId) return;
    start.current = null;
    // A cancelled pointer (the browser took over the gesture) carries no trustworthy end position.
    if (dragged.current && event.type !== "pointercancel") {
      const dx = event.clientX - origin.x;
      if (dx <= -REVEAL_WIDTH_PX / 2) setRevealed(true);
      else if (dx >= REVEAL_WIDTH_PX / 2) setRevealed(false);
    }
    setDragOffset(null);
  };

  // A swipe ends with a click on whatever was under the pointer; it must not also open an editor.
  const onClickCapture = (event: ReactMouseEvent<HTMLElement>) => {
    if (dragged.current) {
      event.stopPropagation();
      event.preventDefault();
      dragged.current = false;
    }
  };

  return {
    offset: dragOffset ?? base,
    isDragging: dragOffset !== null,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish, onClickCapture },
  };
}
