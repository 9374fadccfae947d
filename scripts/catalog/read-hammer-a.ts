import { createHash } from "node:crypto";
import type { PackageSize } from "#domain/matching/types";
import type { CatalogRow } from "./catalog-row";
import { readShopProduct, type ShopSourceContext } from "./read-shop-product";
import { sizeFitsCategory } from "./size-fits-category";
import { unitPriceCents } from "./unit-price";
import { vendorName } from "./vendor-names";

// The source cut some long names short; what was cut may be the food or the size.
const TRUNCATED = /(\.\.\.|…)\s*$/;

// The extract has no product ids: the vendor and name identify a row.
const rowId = (vendor: string, name: string) =>
  `ha-${createHash("sha1").update(`${vendor}|${name}`).digest("hex").slice(0, 10)}`;

/**
 * Catalog rows from prices_hammer_a/products_latest_price.csv: median shelf prices, so a row stays even when its
 * name prints no size.
 */
export function readHammerA(rows: readonly Record<string, string>[], context: ShopSourceContext): CatalogRow[] {
  const { tally } = context;
  const out: CatalogRow[] = [];
  for (const row of rows) {
    tally.seen++;
    const shopName = row.product_name ?? "";
    if (TRUNCATED.test(shopName)) {
      tally.truncated++;
      continue;
    }
    const shop = readShopProduct(shopName, context);
    if (!shop) continue;
    const { amount, count } = shop.product.sizes;
    const size: PackageSize | null = amount ?? (count === null ? null : { value: count, unit: "each" });
    if (size && !sizeFitsCategory(shop.category, size.unit)) {
      tally.liquid_in_dry_category++;
      continue;
    }
    const priceCents = Math.round(Number(row.median_price_cad) * 100);
    out.push({
      id: rowId(row.vendor ?? "", shopName),
      name: shop.product.name,
      brand: shop.product.brand,
      category: shop.category,
      size,
      priceCents,
      unitPriceCents: size ? unitPriceCents(priceCents, size) : null,
      source: "hammer_thk421",
      observedOn: (row.last_seen ?? "").slice(0, 10),
      vendor: vendorName(row.vendor ?? ""),
    });
  }
  return out;
}
