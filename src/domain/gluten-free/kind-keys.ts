import type { MessageKey } from "../i18n/translator";
import { said, verbatim, type Said } from "../i18n/said";
import { categoryKey } from "./category-keys";

/**
 * Each kind's name in the catalogues (category-kinds.ts keeps the English label, which the matcher and the stored
 * comparisons use); a label missing here is said as it is.
 */
const KIND_KEYS: Record<string, MessageKey> = {
  "instant oatmeal and hot cereal": "kind.instantOatmeal",
  "oats": "kind.oats",
  "granola and muesli": "kind.granolaMuesli",
  "boxed cereal": "kind.boxedCereal",
  "ready pasta meals": "kind.readyPastaMeals",
  "fresh and filled pasta": "kind.freshPasta",
  "instant noodles": "kind.instantNoodles",
  "macaroni and cheese and pasta sides": "kind.macaroniSides",
  "dry pasta": "kind.dryPasta",
  "pastry and dough": "kind.pastryDough",
  "crumbs, coatings and stuffing": "kind.crumbsStuffing",
  "flours": "kind.flours",
  "baking mixes": "kind.bakingMixes",
  "baguettes and garlic bread": "kind.baguettes",
  "sliced bread": "kind.slicedBread",
  "protein bars": "kind.proteinBars",
  "granola, nut and cereal bars": "kind.granolaBars",
  "croutons and salad toppings": "kind.croutons",
  "perogies": "kind.perogies",
  "dumplings, spring rolls and samosas": "kind.dumplings",
  "lasagnas and pasta bakes": "kind.lasagnas",
  "licorice": "kind.licorice",
  "ready meals": "kind.readyMeals",
};

const keyed = (key: MessageKey | null | undefined, name: string): Said => (key ? said(key) : verbatim(name));

/** A stored category's name as a record. */
export const categoryWords = (category: string): Said => keyed(categoryKey(category), category);

/** A kind's name as a record. */
export const kindWords = (kind: string): Said => keyed(Object.hasOwn(KIND_KEYS, kind) ? KIND_KEYS[kind] : null, kind);
