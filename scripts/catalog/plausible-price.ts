import type { CatalogRow } from "./catalog-row";

// Outside these a price is a misread (a case of 24, a unit price taken for a shelf price), not a grocery product.
const PACKAGE_CENTS = { min: 50, max: 6000 };
const PER_100_CENTS = { min: 3, max: 1500 };
const PER_ITEM_CENTS = { min: 5, max: 2500 };

const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

/** Whether a row's package price, and its unit price when it has one, are ones a grocer could charge. */
export function isPlausiblePrice(row: CatalogRow): boolean {
  if (!within(row.priceCents, PACKAGE_CENTS)) return false;
  if (row.unitPriceCents === null) return true;
  return within(row.unitPriceCents, row.size?.unit === "each" ? PER_ITEM_CENTS : PER_100_CENTS);
}
