import { parseCsvRecords } from "../csv";

export interface GfBrand {
  brand: string;
  /** The brand's whole line is gluten-free, so its products need no GF marker on the receipt. */
  dedicatedGf: boolean;
}

/** data/gluten-free/brands.csv (columns brand, dedicated_gf) as brands; rows without a brand are skipped. */
export function parseGfBrandsCsv(text: string): GfBrand[] {
  return parseCsvRecords(text)
    .filter((r) => r.brand)
    .map((r) => ({ brand: r.brand ?? "", dedicatedGf: r.dedicated_gf === "true" }));
}

export interface GfBrandIndex {
  find(name: string): GfBrand | null;
}

// Accents and apostrophes go, so "Schär", "SCHAR", "Udi's" and "UDIS" compare equal.
const normalise = (s: string) =>
  ` ${s
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

/** Longest brand first, so a short brand never shadows a longer one that contains it. */
export function createGfBrandIndex(brands: readonly GfBrand[]): GfBrandIndex {
  const entries = brands
    .map((b) => ({ brand: b, key: normalise(b.brand) }))
    .filter((e) => e.key.trim().length >= 2)
    .sort((a, b) => b.key.length - a.key.length);
  return {
    find(name) {
      const text = normalise(name);
      return entries.find((e) => text.includes(e.key))?.brand ?? null;
    },
  };
}
