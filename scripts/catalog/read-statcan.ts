import { classifyFood } from "#domain/gluten-free/classify-food";
import { readPrintedSizes } from "#domain/matching/parse-package-size";
import type { PackageSize } from "#domain/matching/types";
import type { CatalogRow } from "./catalog-row";
import type { ScreeningTally } from "./screening-tally";
import { unitPriceCents } from "./unit-price";

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

// "sc-white-bread-675g", "sc-wheat-flour-2-5kg".
function rowId(label: string, size: PackageSize): string {
  const printed = size.value >= 1000 && size.value % 100 === 0 ? `${size.value / 1000}kg` : `${size.value}${size.unit}`;
  return `sc-${slug(label)}-${printed}`.replace(/\./g, "-");
}

/**
 * Catalog rows from Statistics Canada's average retail prices (table 18-10-0245-01): the Canada-level products
 * ("White bread, 675 grams") that are substitute foods.
 */
export function readStatcan(rows: readonly Record<string, string>[], tally: ScreeningTally): CatalogRow[] {
  const out: CatalogRow[] = [];
  for (const row of rows) {
    tally.seen++;
    const labelAndSize = /^(.*?),\s*(.+)$/.exec(row.Products ?? "");
    if (row.GEO !== "Canada" || !labelAndSize) continue;
    const [, label = "", printedSize = ""] = labelAndSize;
    const food = classifyFood(label);
    const size = readPrintedSizes(printedSize).amount;
    if (food.kind !== "substitute" || !food.category) {
      tally.no_category++;
      continue;
    }
    if (!size) {
      tally.no_size++;
      continue;
    }
    const priceCents = Math.round(Number(row.VALUE) * 100);
    out.push({
      id: rowId(label, size),
      name: `${label} (Canada average)`,
      brand: "",
      category: food.category,
      size,
      priceCents,
      unitPriceCents: unitPriceCents(priceCents, size),
      source: "statcan_18100245",
      observedOn: `${row.REF_DATE}-01`,
      vendor: "Canada average",
    });
  }
  return out;
}
