import { readPrintedSizes, type PrintedSizes } from "#domain/matching/parse-package-size";
import { canonicalBrand, type BrandFinder } from "./brand-finder";
import { cleanProductName } from "./clean-product-name";
import { splitDashBrand } from "./split-dash-brand";
import { tidyText } from "./tidy-text";

export interface ProductDescription {
  /** The name as the catalog shows it (no size, no packaging notes). */
  name: string;
  brand: string;
  sizes: PrintedSizes;
}

/** A shop's product name read into the catalog's name, brand and the sizes it prints. */
export function describeProduct(shopName: string, findBrand: BrandFinder): ProductDescription {
  const dashed = splitDashBrand(tidyText(shopName));
  const sizes = readPrintedSizes(dashed.name);
  const name = cleanProductName(dashed.name, sizes.spans);
  return { name, brand: dashed.brand ? canonicalBrand(dashed.brand) : findBrand(name), sizes };
}
