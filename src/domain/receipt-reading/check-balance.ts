/** Whether the lines add up to the subtotal and the subtotal and taxes to the total, and what to tell the user. */
import { formatCents } from "../money";
import { compareReceiptSums } from "../receipts/receipt-arithmetic";
import type { ParsedLine } from "./types";

export interface Balance {
  balanced: boolean | null;
  warnings: string[];
}

export function checkBalance(
  lines: readonly ParsedLine[],
  subtotalCents: number | null,
  taxes: readonly { cents: number }[],
  totalCents: number | null,
): Balance {
  const warnings: string[] = [];
  const taxCents = taxes.reduce((s, t) => s + t.cents, 0);
  // The same sums the review page shows the user (receipt-arithmetic.ts), a cent either way allowed.
  const linesCents = lines.reduce((s, l) => s + l.priceCents, 0);
  // Many tills print no subtotal: the lines and taxes then add up to the total themselves.
  if (subtotalCents === null && totalCents !== null) {
    const off = compareReceiptSums({ linesCents, subtotalCents: linesCents, taxCents, totalCents }).total;
    if (off) {
      warnings.push(
        `No subtotal was printed; the items ${formatCents(linesCents)} plus taxes ${formatCents(taxCents)} come to ` +
          `${formatCents(off.sumCents)} but the receipt total is ${formatCents(totalCents)}.`,
      );
    }
    return { balanced: off === null, warnings };
  }
  const off = compareReceiptSums({ linesCents, subtotalCents, taxCents, totalCents });
  if (subtotalCents === null) {
    warnings.push("No subtotal was found on the receipt, so the items could not be checked against it.");
  } else if (off.items) {
    warnings.push(`Items add up to ${formatCents(off.items.sumCents)} but the receipt subtotal is ${formatCents(subtotalCents)}.`);
  }
  if (totalCents === null) {
    warnings.push("No total was found on the receipt.");
  } else if (subtotalCents !== null && off.total) {
    warnings.push(
      `The subtotal ${formatCents(subtotalCents)} plus taxes ${formatCents(taxCents)} comes to ` +
        `${formatCents(off.total.sumCents)} but the receipt total is ${formatCents(totalCents)}.`,
    );
  }
  const balanced = subtotalCents === null || totalCents === null ? null : !off.items && !off.total;
  return { balanced, warnings };
}
