import { differenceCents } from "#domain/claims/regular-price";
import { parseMoneyToCents } from "#domain/money";

/** SPEC.md §5: while typing, anything past the second decimal is dropped. */
export function truncatePriceTyping(raw: string): string {
  const match = /^([^.]*\.\d{0,2})\d*(.*)$/.exec(raw);
  return match ? match[1]! + match[2]!.replace(/\d/g, "") : raw;
}

export type PriceCheck = { ok: true; value: string } | { ok: false; title: string; message: string };

export const INVALID_FORMAT_MESSAGE = "Please enter a valid price (e.g., 12.34, 100, 80.5)";

const INVALID_FORMAT = { ok: false, title: "Invalid price format", message: INVALID_FORMAT_MESSAGE } as const;

/**
 * SPEC.md §5's save rules: numeric, not negative, then "12" → "12.00", "80.5" → "80.50", "1.239" → "1.23";
 * any other shape (".5", "1e3", "1,5") is refused.
 */
export function normalisePrice(raw: string): PriceCheck {
  const text = raw.trim();
  if (text === "" || Number.isNaN(Number(text))) return { ok: false, title: "Invalid price", message: "Please enter a valid number" };
  if (Number(text) < 0) return { ok: false, title: "Invalid price", message: "Price cannot be negative" };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return INVALID_FORMAT;
  const decimals = (match[2] ?? "").slice(0, 2).padEnd(2, "0");
  return { ok: true, value: `${match[1]}.${decimals}` };
}

/** The difference SPEC.md has the client send as `savings`: GF minus regular, floored at 0, two decimals. */
export function recomputedSavings(gfPrice: string, regularPrice: string): string {
  const gf = parseMoneyToCents(gfPrice) ?? 0;
  const regular = parseMoneyToCents(regularPrice) ?? 0;
  return (differenceCents(gf, regular) / 100).toFixed(2);
}
