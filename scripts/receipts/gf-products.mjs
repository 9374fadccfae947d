// Gluten-free products for the receipts: shelf names from Project Hammer (see data/README.md), plus till-style
// names as celiacs see them on Canadian receipts (dedicated brands without a marker, French "SANS GLUTEN").
import { readFileSync } from "node:fs";
import { parseCsvObjects } from "../catalog/csv.mjs";

const HAMMER_CSV = new URL("./data/gf_products_from_hammer.csv", import.meta.url);

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

/** Till names in the style of real Canadian receipts; `substitute`: a GF version of a gluten food. */
const TILL_NAMES_EN = [
  ["GF BREAD UDIS", true, [649, 799]],
  ["UDIS WHITE SNDWCH BRD", true, [649, 799]],
  ["SCHAR GF BAGUETTE", true, [499, 599]],
  ["SCHAR CIABATTA ROLLS", true, [549, 649]],
  ["BARILLA GF PENNE", true, [349, 449]],
  ["BARILLA GF SPAGHETTI", true, [349, 449]],
  ["GLUTINO PRETZELS", true, [449, 549]],
  ["GLUTINO WAFERS VAN", true, [399, 499]],
  ["PC GF ALL PURPOSE FLOUR", true, [799, 999]],
  ["PC GF WHITE BREAD", true, [549, 649]],
  ["KINNIKINNICK ENG MUFFIN", true, [699, 799]],
  ["LITTLE NORTHERN GF BRD", true, [699, 799]],
  ["CATELLI GF SPAGHETTI", true, [349, 449]],
  ["TINKYADA BRN RICE PENNE", true, [449, 549]],
  ["ODOUGHS GF BAGEL THINS", true, [599, 699]],
  ["QUAKER GF QUICK OATS", true, [599, 749]],
  ["NATURES PATH GF WAFFLES", true, [449, 549]],
  ["BOBS RED MILL GF FLOUR", true, [899, 1199]],
  ["DARE BRETON GF CRKRS", true, [349, 449]],
  ["ENJOY LIFE CHOC CHIP CKIE", true, [549, 649]],
  ["VH GF SOY SAUCE", true, [399, 499]],
  ["GF CHICKEN BROTH 900ML", false, [299, 399]],
  ["OLD DUTCH GF CHIPS", false, [349, 449]],
];
const TILL_NAMES_FR = [
  ["PAIN SANS GLUTEN", true, [599, 799]],
  ["SANS GLUTEN PAIN", true, [599, 799]],
  ["PAIN BLANC S/GLUTEN", true, [599, 749]],
  ["PÂTES S/GLUTEN PENNE", true, [349, 499]],
  ["SPAGHETTI SANS GLUTEN", true, [349, 499]],
  ["FARINE SANS GLUTEN", true, [699, 999]],
  ["CRAQUELINS SANS GLUTEN", true, [399, 549]],
  ["BISCUITS SANS GLUTEN", true, [399, 599]],
  ["MUFFINS ANGL S/GLUTEN", true, [599, 749]],
  ["PIZZA SANS GLUTEN", true, [799, 1099]],
  ["CÉRÉALES SANS GLUTEN", true, [549, 799]],
  ["SCHAR BAGUETTE S/GLUTEN", true, [499, 599]],
  ["BARILLA PENNE SANS GLUTEN", true, [349, 449]],
  ["GLUTINO BRETZELS", true, [449, 549]],
  ["CHAPELURE SANS GLUTEN", true, [399, 499]],
  ["GRANOLA SANS GLUTEN", true, [599, 799]],
  ["CROUSTILLES SANS GLUTEN", false, [349, 449]],
];

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

function fromTillNames(list, language) {
  return list.map(([name, substitute, price]) => ({
    source: "till",
    language,
    name,
    substitute,
    price,
    tax: SNACK.test(name) ? "snack" : "zero",
  }));
}

function fromHammer() {
  const rows = parseCsvObjects(readFileSync(HAMMER_CSV, "utf8"));
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
    tillEn: fromTillNames(TILL_NAMES_EN, "en"),
    tillFr: fromTillNames(TILL_NAMES_FR, "fr"),
    shelfCents,
  };
}
