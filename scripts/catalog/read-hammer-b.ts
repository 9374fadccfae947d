import type { PackageSize } from "#domain/matching/types";
import type { CatalogRow } from "./catalog-row";
import { readShopProduct, type ShopSourceContext } from "./read-shop-product";
import { sizeFitsCategory } from "./size-fits-category";
import { quotedUnitPriceCents } from "./unit-price";
import { vendorName } from "./vendor-names";

// The extract has no per-row dates: this is its commit date (its prices were seen February to November 2024).
const OBSERVED_ON = "2024-11-21";

/**
 * Catalog rows from prices_hammer_b/products_unit_prices.csv, which quotes unit prices only: a row needs a printed
 * size in the quoted unit (a count for a price per item) to get a package price.
 */
export function readHammerB(rows: readonly Record<string, string>[], context: ShopSourceContext): CatalogRow[] {
  const { tally } = context;
  const out: CatalogRow[] = [];
  for (const row of rows) {
    tally.seen++;
    const shop = readShopProduct(row.product_name ?? "", context);
    if (!shop) continue;
    const quoted = quotedUnitPriceCents(Number(row.median_unit_price_cad), row.unit ?? "");
    if (!quoted || !(quoted.cents > 0)) {
      tally.unit_mismatch++;
      continue;
    }
    const { amount, count } = shop.product.sizes;
    const counted: PackageSize | null = count === null ? null : { value: count, unit: "each" };
    const size = quoted.unit === "each" ? counted : amount?.unit === quoted.unit ? amount : null;
    if (!size) {
      tally[amount || count !== null ? "unit_mismatch" : "no_size"]++;
      continue;
    }
    if (!sizeFitsCategory(shop.category, size.unit)) {
      tally.liquid_in_dry_category++;
      continue;
    }
    out.push({
      id: `hb-${row.hammer_product_id}`,
      name: shop.product.name,
      brand: shop.product.brand,
      category: shop.category,
      size,
      priceCents: Math.round(size.unit === "each" ? quoted.cents * size.value : (quoted.cents * size.value) / 100),
      unitPriceCents: Math.round(quoted.cents),
      source: "hammer_vanessadyy",
      observedOn: OBSERVED_ON,
      vendor: vendorName(row.vendor ?? ""),
    });
  }
  return out;
}
