import type { Category } from "#domain/gluten-free/categories";
import type { SizeUnit } from "#domain/matching/types";

const SOLD_BY_VOLUME: ReadonlySet<Category> = new Set<Category>(["Soups & Sauces", "Condiments", "Beer"]);

/** A product of a dry category measured in ml is a liquid the name misled (a drink, a dip), not that food. */
export const sizeFitsCategory = (category: Category, unit: SizeUnit | undefined) =>
  unit !== "ml" || SOLD_BY_VOLUME.has(category);
