import { createGfBrandIndex, type GfBrand, type GfBrandIndex } from "#domain/gluten-free/gf-brands";

// Shelf spellings of dedicated GF brands that data/gluten-free/brands.csv writes one way ("MadeGood" is "Made Good"
// at Walmart); accents, apostrophes and case are already ignored by the index.
const SHELF_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  MadeGood: ["Made Good"],
  Crunchmaster: ["Crunch Master"],
  "Mary's Gone Crackers": ["Mary's Organic", "Mary's"],
  BFree: ["B-Free"],
  "Katz Gluten Free": ["Katz"],
  "Promise Gluten Free": ["Promise Gluten"],
  "Namaste Foods": ["Namaste"],
};

/** The brands whose whole line is gluten-free, so their names need not say it, in every spelling shops use. */
export function createDedicatedGfBrandIndex(brands: readonly GfBrand[]): GfBrandIndex {
  const dedicated = brands.filter((b) => b.dedicatedGf);
  const spellings = dedicated.flatMap((b) =>
    (SHELF_SPELLINGS[b.brand] ?? []).map((brand) => ({ brand, dedicatedGf: true })),
  );
  return createGfBrandIndex([...dedicated, ...spellings]);
}
