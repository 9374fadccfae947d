import type { PackageSize, SizeUnit } from "#domain/matching/types";

/** A package price per 100 g or 100 ml, or per item for a counted size, in whole cents. */
export function unitPriceCents(priceCents: number, size: PackageSize): number {
  return Math.round(size.unit === "each" ? priceCents / size.value : (priceCents / size.value) * 100);
}

/**
 * A hammer_vanessadyy unit price (CAD per its `unit`) in cents per 100 g, 100 ml or item; null for a unit that is
 * none of these.
 */
export function quotedUnitPriceCents(cad: number, unit: string): { cents: number; unit: SizeUnit } | null {
  const cents = cad * 100;
  switch (unit.toLowerCase()) {
    case "100g":
    case "100gram":
      return { cents, unit: "g" };
    case "100ml":
      return { cents, unit: "ml" };
    case "1kg":
    case "kilogram":
      return { cents: cents / 10, unit: "g" };
    case "gram":
      return { cents: cents * 100, unit: "g" };
    case "1lb":
      return { cents: cents / 4.53592, unit: "g" };
    case "litre":
      return { cents: cents / 10, unit: "ml" };
    case "millilitre":
      return { cents: cents * 100, unit: "ml" };
    case "1ea":
    case "item":
    case "un.":
    case "1pk":
      return { cents, unit: "each" };
    default:
      return null;
  }
}
