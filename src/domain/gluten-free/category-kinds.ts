import type { Category } from "./categories";
import { foodText } from "./classify-food";
import { anyOf } from "./substitute-rules";

interface CategoryKind {
  /** Plural words: "regular oats and hot cereal products". */
  label: string;
  pattern: RegExp;
  unless?: RegExp;
}

/**
 * Categories that hold foods of different kinds at very different unit prices, split so a line's price is checked
 * against products of its own kind: a bag of oats costs a fraction of a box of cereal by the gram, so "Cereal & Oats"
 * as one median called every fair oats price "far below" its category. The first kind whose pattern names the
 * product is its kind; a product named by none is of the category's `rest` kind.
 */
const KINDS: Partial<Record<Category, { kinds: readonly CategoryKind[]; rest: string }>> = {
  "Cereal & Oats": {
    kinds: [
      {
        label: "oats and hot cereal",
        pattern: anyOf(["oats?", "oatmeal", "porridge", "avoine", "gruau", "oat groats", "oat bran", "cream of wheat", "red river", "hot cereal"]),
        unless: anyOf(["cereals?(?! hot)", "cereales", "crunch", "bunches", "crisp", "squares", "o's", "cheerios", "granola", "muesli", "clusters"]),
      },
    ],
    rest: "boxed cereal",
  },
};

/** The kind of product a name is within its category; null for a category that is not split. */
export function categoryKind(category: string, name: string): string | null {
  const split = KINDS[category as Category];
  if (!split) return null;
  const text = foodText(name);
  return split.kinds.find((k) => k.pattern.test(text) && !k.unless?.test(text))?.label ?? split.rest;
}
