/** The attribute every rendering of a receipt line carries (the review page renders a table and cards, one shown). */
export const LINE_ATTRIBUTE = "data-receipt-line";
/** Marks the part of a line where what it still needs is given: the comparable choices, the GF confirmation. */
export const LINE_FIX_ATTRIBUTE = "data-line-fix";

const FIRST_CONTROL = "input:not(:disabled), button:not(:disabled), select:not(:disabled)";

/** Brings the shown rendering of a line into view and puts focus on its first control for what it needs. */
export function focusLine(index: number) {
  const shown = [...document.querySelectorAll<HTMLElement>(`[${LINE_ATTRIBUTE}="${index}"]`)].find((el) => el.getClientRects().length > 0);
  if (!shown) return;
  const control =
    shown.querySelector<HTMLElement>(`[${LINE_FIX_ATTRIBUTE}] :is(${FIRST_CONTROL})`) ?? shown.querySelector<HTMLElement>(FIRST_CONTROL);
  shown.scrollIntoView({ behavior: "smooth", block: "center" });
  control?.focus({ preventScroll: true });
}
