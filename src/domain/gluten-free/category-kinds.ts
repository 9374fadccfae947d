import type { Category } from "./categories";
import { classifyFood, foodText } from "./classify-food";
import { anyOf } from "./substitute-rules";

interface CategoryKind {
  /** Plural words: "regular oats and hot cereal products". */
  label: string;
  pattern: RegExp;
  unless?: RegExp;
}

/**
 * Categories that hold foods of different kinds at very different unit prices, split so a line is compared with
 * products of its own kind: a bag of oats costs a fraction of a box of cereal by the gram, dry pasta half of the
 * category's fresh pasta, meals and sides, plain flour a fifth of a cake mix. The stored category stays the
 * category (categories.ts); the kind only chooses the products and the median a price is checked against. The first
 * kind whose pattern names the product is its kind; a product named by none is of the category's `rest` kind.
 */
const KINDS: Partial<Record<Category, { kinds: readonly CategoryKind[]; rest: string }>> = {
  "Cereal & Oats": {
    kinds: [
      {
        // "Oatmeal" on a Canadian shelf is mostly flavoured instant oatmeal in packets, at twice the price of oats.
        label: "instant oatmeal and hot cereal",
        pattern: anyOf(["instant", "oatmeal", "packets", "overnight oats", "cream of wheat", "red river", "hot cereal", "porridge"]),
        unless: anyOf(["(?<!instant )cereals?(?! hot)", "cereales", "crunch", "bunches", "crisp", "squares", "o's", "cheerios", "granola", "muesli", "clusters"]),
      },
      {
        label: "oats",
        pattern: anyOf(["oats?", "avoine", "gruau", "oat groats", "oat bran", "steel cut"]),
        unless: anyOf(["cereals?", "cereales", "crunch", "bunches", "crisp", "squares", "o's", "cheerios", "granola", "muesli", "clusters"]),
      },
      { label: "granola and muesli", pattern: anyOf(["granola", "muesli"]) },
    ],
    rest: "boxed cereal",
  },
  "Pasta & Noodles": {
    kinds: [
      {
        label: "ready pasta meals",
        pattern: anyOf([
          "frozen", "entree", "bowls?", "(frozen|ready to eat|market) meals?", "chicken", "beef", "sausage", "pork", "bacon",
          "shrimp", "skillet", "steamers", "michelina'?s?", "hungry man", "healthy choice", "smart ones", "bertolli", "crave",
        ]),
        unless: anyOf(["instant", "cups?", "sidekicks", "side dish(es)?", "pasta sides?", "flavou?r", "udon", "valley selections"]),
      },
      {
        label: "fresh and filled pasta",
        pattern: anyOf(["fresh", "tortell(ini|oni)", "ravioli", "gnocchi", "cannelloni", "agnolotti", "cappelletti", "manicotti", "mezzelune", "refrigerated"]),
        unless: anyOf(["dry or fresh"]),
      },
      {
        label: "instant noodles",
        pattern: anyOf(["instant", "ramen", "ramyun", "cup (of )?noodles?", "noodles? cups?", "mi goreng", "mr noodles", "noodle bowls?", "yaki ?soba"]),
      },
      {
        label: "macaroni and cheese and pasta sides",
        pattern: anyOf([
          "mac ?('?n'? |and )?chee(se|ze)", "macaroni (and|n) che(ese|ddar)", "kraft dinner", "dinner", "sidekicks",
          "side dish(es)?", "pasta sides?", "roni", "alfredo", "carbonara", "cheddar", "chees[ey]", "snack cups?",
          "couscous \\w+", "\\w+ couscous", "pasta cups?", "parmesan", "butter", "velveeta", "vegan mac", "helper",
          "valley selections", "kids? meals?",
        ]),
        unless: anyOf(["plain couscous", "couscous (plain|original|regular|whole wheat)"]),
      },
    ],
    rest: "dry pasta",
  },
  "Baking & Flour": {
    kinds: [
      {
        label: "pastry and dough",
        pattern: anyOf([
          "pie (shells?|crusts?|dough|pastry)", "tart(let)? shells", "puff pastry", "phyllo", "filo", "pastry", "doughs?",
          "crescents?", "wiener wraps?", "ready to bake", "rtb",
        ]),
        unless: anyOf(["mix(es)?"]),
      },
      {
        label: "crumbs, coatings and stuffing",
        pattern: anyOf(["crumbs?", "panko", "chapelure", "coating", "breading", "stuffing", "stove top", "shake '?n'? ?bake", "fish crisp", "batter mix"]),
      },
      {
        label: "flours",
        pattern: anyOf(["flours?", "farine", "semolina", "wheat germ", "wheat bran", "farina", "bulgh?ur", "freekeh", "wheat berries", "vital wheat gluten"]),
        unless: anyOf(["mix(es)?", "pancakes?", "waffles?", "cakes?", "muffins?", "brownies?", "cookies?", "bisquick"]),
      },
    ],
    rest: "baking mixes",
  },
  Bread: {
    kinds: [
      {
        label: "baguettes and garlic bread",
        pattern: anyOf(["baguettes?", "garlic (bread|toast)", "toast garlic", "demi", "ciabatta", "focaccia", "bake your own", "par ?baked"]),
      },
    ],
    rest: "sliced bread",
  },
  "Snack Bars": {
    kinds: [
      { label: "protein bars", pattern: anyOf(["protein", "builders?", "rx ?bars?", "atkins", "keto"]) },
      {
        label: "granola, nut and cereal bars",
        pattern: anyOf(["granola", "oats?", "cereal", "chewy", "crunchy", "crispy", "krispies", "dipped", "muffin bars?"]),
      },
    ],
    rest: "granola, nut and cereal bars",
  },
  Other: {
    kinds: [
      { label: "croutons and salad toppings", pattern: anyOf(["croutons?", "wonton strips", "salad toppings?"]) },
      {
        label: "perogies",
        pattern: anyOf(["pierog(i|ies|y)", "perog(ies|y|i)"]),
      },
      {
        label: "dumplings, spring rolls and samosas",
        pattern: anyOf(["dumplings?", "gyoza", "potstickers?", "wontons?", "spring ?rolls?", "egg ?rolls?", "samosas?"]),
      },
      {
        label: "lasagnas and pasta bakes",
        pattern: anyOf(["lasagn[ae]", "baked (ziti|penne)", "pasta bakes?", "stuffed shells"]),
      },
      { label: "licorice", pattern: anyOf(["licorice", "liquorice", "twizzlers"]) },
    ],
    rest: "ready meals",
  },
};

/** Every kind's label, so the catalogues can be checked to name each (kind-keys.ts). */
export const KIND_LABELS: readonly string[] = [
  ...new Set(Object.values(KINDS).flatMap((split) => [...split.kinds.map((k) => k.label), split.rest])),
];

/** The kind a name says it is, when its category is split and a kind's words are in it; null otherwise. */
export function namedKind(category: string, name: string): string | null {
  const split = KINDS[category as Category];
  if (!split) return null;
  const text = foodText(name);
  return split.kinds.find((k) => k.pattern.test(text) && !k.unless?.test(text))?.label ?? null;
}

/** The kind of product a name is within its category; null for a category that is not split. */
export function categoryKind(category: string, name: string): string | null {
  const split = KINDS[category as Category];
  if (!split) return null;
  return namedKind(category, name) ?? split.rest;
}

/**
 * A GF line's kind within a category: the one its words name; else, when its words read as a food of that category,
 * the category's rest kind ("GF MACARONI" is dry pasta, though boxed dinners share its word); else, for a line the
 * vocabulary cannot read ("GF AP FLR 1KG"), the kind most of its closest regular products are. Null for a category
 * that is not split.
 */
export function lineKind(category: string, name: string, closestKinds: readonly (string | null)[]): string | null {
  const split = KINDS[category as Category];
  if (!split) return null;
  const named = namedKind(category, name);
  if (named) return named;
  if (classifyFood(name).category === category) return split.rest;
  const counts = new Map<string, number>();
  for (const kind of closestKinds) if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  // Ties go to the kind of the closer product: counts keep the order kinds were first seen in.
  const [commonest] = [...counts].sort((a, b) => b[1] - a[1]);
  return commonest?.[0] ?? split.rest;
}
