/**
 * An invoice that groups its items ("Non Food", "Food Products") prints a subtotal under each group and the
 * invoice's subtotal after the last. The group subtotals are not where the items end: when the last subtotal is the
 * sum of the ones before it, those are left out (decision 034). The arithmetic decides, not the layout.
 */
import { classifyReceiptLine } from "#domain/receipt-reading/classify-receipt-line";

export function withoutSectionSubtotals(rows: readonly string[]): string[] {
  const subtotals = rows.flatMap((row, index) => {
    const kind = classifyReceiptLine(row);
    return kind.type === "subtotal" && kind.cents !== null ? [{ index, cents: kind.cents }] : [];
  });
  if (subtotals.length < 3) return [...rows];
  const last = subtotals.at(-1)!;
  const sections = subtotals.slice(0, -1);
  const sum = sections.reduce((s, t) => s + t.cents, 0);
  if (Math.abs(sum - last.cents) > sections.length) return [...rows];
  const dropped = new Set(sections.map((s) => s.index));
  return rows.filter((_, index) => !dropped.has(index));
}
