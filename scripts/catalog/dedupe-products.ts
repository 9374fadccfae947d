import type { CatalogRow } from "./catalog-row";
import { nameKey } from "./name-key";

const byPriceThenId = (a: CatalogRow, b: CatalogRow) =>
  a.priceCents - b.priceCents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One row per product: rows with the same name (word order ignored) and size, across vendors and sources, are one
 * product; its median-priced row stands for it (the lower middle when even).
 */
export function dedupeProducts(rows: readonly CatalogRow[]): CatalogRow[] {
  const groups = new Map<string, CatalogRow[]>();
  for (const row of rows) {
    const key = `${nameKey(row.name)}|${row.size?.value ?? ""}|${row.size?.unit ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => group.sort(byPriceThenId)[Math.floor((group.length - 1) / 2)]!);
}
