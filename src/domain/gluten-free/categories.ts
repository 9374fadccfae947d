import { messageText } from "../i18n/message-text";

/** The catalog's categories (data/catalog/README.md); GF items are classified into the same ones to be matched. */
export const CATEGORIES = [
  "Bread",
  "Buns & Bagels",
  "Wraps & Pitas",
  "Baked Goods",
  "Pasta & Noodles",
  "Cereal & Oats",
  "Crackers & Pretzels",
  "Cookies & Biscuits",
  "Snack Bars",
  "Baking & Flour",
  "Pizza",
  "Frozen Breaded",
  "Soups & Sauces",
  "Condiments",
  "Beer",
  "Other",
] as const;

export type Category = (typeof CATEGORIES)[number];

/** A refused category: the message names the API's values, which are the catalog's English names in every language. */
export const CATEGORY_MESSAGE = messageText("validation.category", { categories: CATEGORIES.join(", ") });

/** docs/product-spec.md §9: summaries file uncategorised lines under this name. */
export const UNCATEGORIZED = "Uncategorized";
