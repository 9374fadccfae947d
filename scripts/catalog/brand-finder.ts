import { BRAND_SPELLINGS, KNOWN_BRANDS } from "./known-brands";
import { dashBrand } from "./split-dash-brand";
import { tidyText } from "./tidy-text";
import { isAllCaps, titleCase } from "./title-case";

/** A product name's brand in its canonical spelling, or "". */
export type BrandFinder = (name: string) => string;

/** Save-On-Foods "Brand - Product" prefixes seen at least twice are brands too. */
function shopBrands(saveOnFoodsNames: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const name of saveOnFoodsNames) {
    const brand = dashBrand(tidyText(name));
    if (!brand) continue;
    const spelled = isAllCaps(brand) ? titleCase(brand) : brand;
    seen.set(spelled, (seen.get(spelled) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n >= 2).map(([brand]) => brand).sort();
}

export const canonicalBrand = (brand: string) => BRAND_SPELLINGS[brand.toLowerCase()] ?? brand;

/** Finds the longest known brand a name starts with (a whole word, or ending in "." or "!"). */
export function createBrandFinder(saveOnFoodsNames: readonly string[]): BrandFinder {
  const brands = new Map<string, string>();
  for (const brand of [...KNOWN_BRANDS, ...shopBrands(saveOnFoodsNames)]) {
    const spelled = tidyText(brand);
    const key = spelled.toLowerCase();
    if (key.length >= 2 && !brands.has(key)) brands.set(key, spelled);
  }
  return (name) => {
    const lower = name.toLowerCase();
    let best: { key: string; brand: string } | null = null;
    for (const [key, brand] of brands) {
      const next = lower[key.length];
      const wholeWord = next === undefined || /[^a-z0-9']/.test(next) || key.endsWith(".") || key.endsWith("!");
      if (lower.startsWith(key) && wholeWord && (!best || key.length > best.key.length)) best = { key, brand };
    }
    return best ? canonicalBrand(best.brand) : "";
  };
}
