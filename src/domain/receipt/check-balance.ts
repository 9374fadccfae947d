/** Whether the lines add up to the subtotal and the subtotal and taxes to the total, and what to tell the user. */
import { formatCents } from "../money";
import type { ParsedLine } from "./types";

export interface Balance {
  balanced: boolean | null;
  warnings: string[];
}

/** Tills round each tax separately; a cent either way is still a match. */
const ROUNDING = 1;

export function checkBalance(
  lines: readonly ParsedLine[],
  subtotalCents: number | null,
  taxes: readonly { cents: number }[],
  totalCents: number | null,
): Balance {
  const warnings: string[] = [];
  const sum = lines.reduce((s, l) => s + l.priceCents, 0);
  const taxCents = taxes.reduce((s, t) => s + t.cents, 0);
  let itemsOk = true;
  let taxesOk = true;
  if (subtotalCents === null) {
    warnings.push("No subtotal was found on the receipt, so the items could not be checked against it.");
  } else if (Math.abs(sum - subtotalCents) > ROUNDING) {
    itemsOk = false;
    warnings.push(`Items add up to ${formatCents(sum)} but the receipt subtotal is ${formatCents(subtotalCents)}.`);
  }
  if (totalCents === null) {
    warnings.push("No total was found on the receipt.");
  } else if (subtotalCents !== null && Math.abs(subtotalCents + taxCents - totalCents) > ROUNDING) {
    taxesOk = false;
    warnings.push(
      `The subtotal ${formatCents(subtotalCents)} plus taxes ${formatCents(taxCents)} comes to ` +
        `${formatCents(subtotalCents + taxCents)} but the receipt total is ${formatCents(totalCents)}.`,
    );
  }
  const balanced = subtotalCents === null || totalCents === null ? null : itemsOk && taxesOk;
  return { balanced, warnings };
}
