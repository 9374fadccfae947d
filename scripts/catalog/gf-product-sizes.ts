import { readPrintedSizes } from "#domain/matching/parse-package-size";

/** A row of data/gluten-free/gf-products.csv. */
export interface GfProductSize {
  name: string;
  vendor: string;
  /** "454 g" when the size comes from the prices; empty when the name prints it. */
  size: string;
  source: string;
}

/**
 * The GF products whose package size is known: the name prints a weight or volume ("450g", "1 kg"), or the shelf
 * price and the price per 100 g or 100 ml give it (size = shelf price / unit price × 100). Rows of
 * gluten_free/gf_products_from_hammer.csv, in its order.
 */
export function gfProductSizes(rows: readonly Record<string, string>[]): GfProductSize[] {
  const out: GfProductSize[] = [];
  for (const row of rows) {
    const name = row.product_name ?? "";
    const printed = readPrintedSizes(name).amount !== null;
    const shelf = Number(row.shelf_price_cad);
    const unitPrice = Number(row.unit_price_cad);
    const per100 = /^100(g|ml)$/.exec(row.unit ?? "");
    if (!printed && !(shelf > 0 && unitPrice > 0 && per100)) continue;
    out.push({
      name: name.replace(/\s+/g, " ").trim(),
      vendor: row.vendor ?? "",
      size: printed ? "" : `${Math.round((shelf / unitPrice) * 100)} ${per100![1]}`,
      source: row.source_dataset ?? "",
    });
  }
  return out;
}
