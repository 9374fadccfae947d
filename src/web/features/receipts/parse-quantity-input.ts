/** The server refuses more (receipt-schemas.ts). */
export const MAX_QUANTITY = 1000;

export const QUANTITY_ERROR = `Enter a whole number of packs from 1 to ${MAX_QUANTITY}.`;

/**
 * A line's quantity is a number of packs: the comparable price is per pack, and a fraction would count as one pack
 * (packagesOf), so only whole numbers are taken. Null otherwise.
 */
export function parseQuantityInput(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}
