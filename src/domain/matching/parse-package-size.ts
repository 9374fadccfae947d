import type { PackageSize } from "./types";

const TO_GRAMS: Readonly<Record<string, number>> = { kg: 1000, g: 1, gr: 1, gram: 1, grams: 1, lb: 453.592, lbs: 453.592, oz: 28.3495 };
const TO_ML: Readonly<Record<string, number>> = { l: 1000, lt: 1000, litre: 1000, liter: 1000, litres: 1000, liters: 1000, ml: 1 };

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const AMOUNT_UNIT = String.raw`(kg|grams?|gr|g|ml|litres?|liters?|lt|l|lbs?|oz)`;
// "12 X 355 ML", "4 x 50 g", "6X355ML": count × amount.
const MULTIPACK = new RegExp(String.raw`(\d+)\s*x\s*${NUMBER}\s*${AMOUNT_UNIT}(?![a-z])`, "i");
const AMOUNT = new RegExp(String.raw`${NUMBER}\s*${AMOUNT_UNIT}(?![a-z])`, "i");
// "6PK", "6 PACK", "12CT", "8 count", "16/pack".
const COUNT = /(\d+)\s*(?:\/\s*)?(?:pk|pack|ct|count|un)(?![a-z])/i;

const toNumber = (s: string) => Number(s.replace(",", "."));
const round1 = (v: number) => Math.round(v * 10) / 10;

function amount(value: number, unit: string): PackageSize | null {
  const u = unit.toLowerCase();
  if (!(value > 0)) return null;
  const grams = TO_GRAMS[u];
  if (grams) return { value: round1(value * grams), unit: "g" };
  const ml = TO_ML[u];
  if (ml) return { value: round1(value * ml), unit: "ml" };
  return null;
}

/**
 * The package size printed in a product name: "675G", "1.5 KG", "500ML", "1L", "12 X 355 ML" (4260 ml),
 * "6PK" / "6 PACK" / "12CT" (6 or 12 each), "454 g". Weights and volumes win over counts ("8PK 280G" is 280 g),
 * as in the catalog. Null when the name gives no size.
 */
export function parsePackageSize(name: string): PackageSize | null {
  const multi = MULTIPACK.exec(name);
  if (multi) {
    const size = amount(Number(multi[1]) * toNumber(multi[2]!), multi[3]!);
    if (size) return size;
  }
  const single = AMOUNT.exec(name);
  if (single) {
    const size = amount(toNumber(single[1]!), single[2]!);
    if (size) return size;
  }
  const count = COUNT.exec(name);
  if (count) {
    const value = Number(count[1]);
    if (value > 0) return { value, unit: "each" };
  }
  return null;
}
