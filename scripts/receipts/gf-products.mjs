// Gluten-free products for the receipts: shelf names from Project Hammer (see data/README.md), plus till-style
// names as celiacs see them on Canadian receipts (dedicated brands without a marker, French "SANS GLUTEN").
import { readFileSync } from "node:fs";
import { parseCsvRecords } from "#domain/csv";

const HAMMER_CSV = "scripts/receipts/data/gf_products_from_hammer.csv";

// Typical shelf prices in cents by Hammer category, for rows that carry only a unit price.
const CATEGORY_PRICES = {
  pasta_noodles: [349, 599],
  bread_buns_wraps: [599, 899],
  baking_mix_flour: [549, 1299],
  cereal_oats_granola: [499, 899],
  cookies_cakes_baked: [399, 699],
  crackers_pretzels: [349, 599],
  snack_bars: [399, 699],
  pizza: [799, 1299],
  breaded_battered: [899, 1399],
  soy_sauce: [399, 599],
  other: [299, 899],
};

// Snack foods are taxable even when they are gluten-free; most other groceries are zero-rated.
const SNACK = /\b(bars?|pretzels?|chips|popcorn|candy|gumm(y|ies)|puffs|croustilles|bretzels)\b/i;

// Till names in the style of real Canadian receipts (data/till-names.csv): `substitute` marks a GF version of a
// gluten food, the cents a typical shelf price range.
const TILL_NAMES_CSV = "scripts/receipts/data/till-names.csv";

/** "340 g", "1 kg", "680 Gram" in a shelf name → grams, or null. */
function gramsIn(name) {
  const m = /(\d+(?:\.\d+)?)\s*(kg|g|gram|grams)\b/i.exec(name);
  if (!m) return null;
  return Number(m[1]) * (m[2].toLowerCase() === "kg" ? 1000 : 1);
}

/** Shelf price in cents ending in 9, as grocers price. */
function shelfCents(row, random) {
  const shelf = Number(row.shelf_price_cad);
  if (shelf > 0) return Math.round(shelf * 100);
  const grams = gramsIn(row.product_name);
  const unit = Number(row.unit_price_cad);
  const [min, max] = CATEGORY_PRICES[row.category_heuristic] ?? CATEGORY_PRICES.other;
  // unit_price_cad is dollars per 100 g, so dollars per 100 g × grams = cents.
  const estimate = grams && unit > 0 && row.unit === "100g" ? Math.round(unit * grams) : random.int(min, max);
  return Math.max(199, Math.round(Math.min(Math.max(estimate, min), max * 2) / 10) * 10 - 1);
}

function fromTillNames(language) {
  return parseCsvRecords(readFileSync(TILL_NAMES_CSV, "utf8"))
    .filter((row) => row.language === language)
    .map((row) => ({
      source: "till",
      language,
      name: row.name,
      substitute: row.substitute === "true",
      price: [Number(row.min_cents), Number(row.max_cents)],
      tax: SNACK.test(row.name) ? "snack" : "zero",
    }));
}

function fromHammer() {
  const rows = parseCsvRecords(readFileSync(HAMMER_CSV, "utf8"));
  return rows.map((row) => ({
    source: "hammer",
    language: "en",
    row,
    shelfName: row.product_name,
    substitute: row.substitute_class_heuristic === "gluten_substitute",
    tax: SNACK.test(row.product_name) || row.category_heuristic === "snack_bars" ? "snack" : "zero",
  }));
}

export function loadGfProducts() {
  const hammer = fromHammer();
  return {
    hammerSubstitutes: hammer.filter((p) => p.substitute),
    hammerOther: hammer.filter((p) => !p.substitute),
    tillEn: fromTillNames("en"),
    tillFr: fromTillNames("fr"),
    shelfCents,
  };
}
