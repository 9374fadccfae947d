import type { PackageSize, SizeUnit } from "./types";

export interface SizedPrice {
  priceCents: number;
  sizeValue: number | null;
  sizeUnit: SizeUnit | null;
}

/**
 * The regular product's price for the GF item's package size (docs/tax-rules.md "Compare like sizes"), in whole cents:
 * round(regular price × GF size / regular size). Without both sizes in the same unit the shelf price stands.
 */
export function normaliseRegularPrice(regular: SizedPrice, gfSize: PackageSize | null | undefined): number {
  if (!gfSize || !(gfSize.value > 0)) return regular.priceCents;
  if (!regular.sizeValue || !(regular.sizeValue > 0) || regular.sizeUnit !== gfSize.unit) return regular.priceCents;
  return Math.round((regular.priceCents * gfSize.value) / regular.sizeValue);
}
