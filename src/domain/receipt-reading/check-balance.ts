/** Whether the lines add up to the subtotal and the subtotal and taxes to the total, and what to tell the user. */
import { said, type Said } from "../i18n/said";
import { compareReceiptSums } from "../receipts/receipt-arithmetic";
import type { ParsedLine } from "./types";

export interface Balance {
  balanced: boolean | null;
  warnings: Said[];
}

export function checkBalance(
  lines: readonly ParsedLine[],
  subtotalCents: number | null,
  taxes: readonly { cents: number }[],
  totalCents: number | null,
): Balance {
  const warnings: Said[] = [];
  const taxCents = taxes.reduce((s, t) => s + t.cents, 0);
  // The same sums the review page shows the user (receipt-arithmetic.ts), a cent either way allowed.
  const linesCents = lines.reduce((s, l) => s + l.priceCents, 0);
  // Many tills print no subtotal: the lines and taxes then add up to the total themselves.
  if (subtotalCents === null && totalCents !== null) {
    const off = compareReceiptSums({ linesCents, subtotalCents: linesCents, taxCents, totalCents }).total;
    if (off) {
      warnings.push(
        said("reading.noSubtotalTotalOff", { items: { cents: linesCents }, taxes: { cents: taxCents }, sum: { cents: off.sumCents }, total: { cents: totalCents } }),
      );
    }
    return { balanced: off === null, warnings };
  }
  const off = compareReceiptSums({ linesCents, subtotalCents, taxCents, totalCents });
  if (subtotalCents === null) {
    warnings.push(said("reading.noSubtotal"));
  } else if (off.items) {
    warnings.push(said("reading.itemsOff", { sum: { cents: off.items.sumCents }, subtotal: { cents: subtotalCents } }));
  }
  if (totalCents === null) {
    warnings.push(said("reading.noTotal"));
  } else if (subtotalCents !== null && off.total) {
    warnings.push(
      said("reading.totalOff", { subtotal: { cents: subtotalCents }, taxes: { cents: taxCents }, sum: { cents: off.total.sumCents }, total: { cents: totalCents } }),
    );
  }
  const balanced = subtotalCents === null || totalCents === null ? null : !off.items && !off.total;
  return { balanced, warnings };
}
