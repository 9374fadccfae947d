import type { MessageKey } from "../i18n/translator";
import { UNCATEGORIZED, type Category } from "./categories";

/**
 * Each category's name in the catalogues. The stored category stays the English name (the catalog's, and what the
 * API takes); only what a screen shows is said in the reader's language.
 */
const CATEGORY_KEYS = {
  "Bread": "category.bread",
  "Buns & Bagels": "category.bunsBagels",
  "Wraps & Pitas": "category.wrapsPitas",
  "Baked Goods": "category.bakedGoods",
  "Pasta & Noodles": "category.pastaNoodles",
  "Cereal & Oats": "category.cerealOats",
  "Crackers & Pretzels": "category.crackersPretzels",
  "Cookies & Biscuits": "category.cookiesBiscuits",
  "Snack Bars": "category.snackBars",
  "Baking & Flour": "category.bakingFlour",
  "Pizza": "category.pizza",
  "Frozen Breaded": "category.frozenBreaded",
  "Soups & Sauces": "category.soupsSauces",
  "Condiments": "category.condiments",
  "Beer": "category.beer",
  "Other": "category.other",
} as const satisfies Record<Category, MessageKey>;

/** The message that names a stored category, or null for a name outside the catalog's (shown as it came). */
export function categoryKey(name: string): MessageKey | null {
  if (name === UNCATEGORIZED) return "category.uncategorized";
  return Object.hasOwn(CATEGORY_KEYS, name) ? CATEGORY_KEYS[name as Category] : null;
}
