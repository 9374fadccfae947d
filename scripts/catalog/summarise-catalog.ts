import { CATEGORIES } from "#domain/gluten-free/categories";
import type { CatalogBuild } from "./build-catalog-rows";
import { SOURCES } from "./catalog-row";

function table(head: readonly string[], body: readonly (readonly (string | number)[])[]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells: readonly (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join("  ");
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)];
}

/** The build's report: rows per category and source, what each source lost and why, vendors, sizes and brands. */
export function summariseCatalog({ rows, tallies, duplicatesMerged }: CatalogBuild): string[] {
  const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;
  const body: (string | number)[][] = CATEGORIES.map((category) => {
    const perSource = SOURCES.map((source) => count((r) => r.category === category && r.source === source));
    return [category, ...perSource, perSource.reduce((a, b) => a + b, 0)];
  });
  body.push(["TOTAL", ...SOURCES.map((source) => count((r) => r.source === source)), rows.length]);
  const vendors = new Map<string, number>();
  for (const row of rows) vendors.set(row.vendor, (vendors.get(row.vendor) ?? 0) + 1);
  return [
    `${rows.length} rows; ${duplicatesMerged} duplicates merged`,
    ...table(["category", ...SOURCES, "total"], body),
    "",
    "screening per source (input rows, rows dropped per reason, rows kept after de-duplication):",
    ...SOURCES.map((source) => `  ${source}: ${JSON.stringify(tallies[source])}`),
    "",
    `rows per vendor: ${JSON.stringify(Object.fromEntries([...vendors].sort()))}`,
    `rows with a package size: ${count((r) => r.size !== null)}; ` +
      `counted in each: ${count((r) => r.size?.unit === "each")}; with a brand: ${count((r) => r.brand !== "")}`,
  ];
}
