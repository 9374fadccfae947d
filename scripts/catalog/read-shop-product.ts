import type { Category } from "#domain/gluten-free/categories";
import type { GfBrandIndex } from "#domain/gluten-free/gf-brands";
import type { BrandFinder } from "./brand-finder";
import { describeProduct, type ProductDescription } from "./describe-product";
import type { ScreeningTally } from "./screening-tally";
import { screenProduct } from "./screen-product";

/** What reading one grocer source needs, and the tally it keeps. */
export interface ShopSourceContext {
  findBrand: BrandFinder;
  dedicatedGfBrands: GfBrandIndex;
  tally: ScreeningTally;
}

/** A grocer's product name as a catalog candidate with its category; null (tallied) when it is not a regular one. */
export function readShopProduct(
  shopName: string,
  context: ShopSourceContext,
): { product: ProductDescription; category: Category } | null {
  const product = describeProduct(shopName, context.findBrand);
  const screened = screenProduct(shopName, product.name, context.dedicatedGfBrands);
  if ("dropped" in screened) {
    context.tally[screened.dropped]++;
    return null;
  }
  return { product, category: screened.category };
}
