import { CATEGORIES } from "#domain/gluten-free/categories";
import type { CatalogRow } from "./catalog-row";

const categoryOrder = new Map<string, number>(CATEGORIES.map((c, i) => [c, i]));

// hammer_thk421 ids are a hash prefix: a collision is unlikely, but ids must be unique.
function uniqueIds(rows: readonly CatalogRow[]): CatalogRow[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    let id = row.id;
    for (let n = 2; seen.has(id); n++) id = `${row.id}-${n}`;
    seen.add(id);
    return { ...row, id };
  });
}

/** The catalog in its file's order (category, name, size, id), so the same inputs give the same bytes. */
export function orderCatalog(rows: readonly CatalogRow[]): CatalogRow[] {
  return uniqueIds(rows).sort(
    (a, b) =>
      categoryOrder.get(a.category)! - categoryOrder.get(b.category)! ||
      a.name.localeCompare(b.name, "en") ||
      (a.size?.value ?? 0) - (b.size?.value ?? 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
