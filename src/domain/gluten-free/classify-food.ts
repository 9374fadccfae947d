import type { Category } from "./categories";
import { anyOf, SUBSTITUTE_RULES } from "./substitute-rules";

// Pet food and household goods: never a medical expense, whatever the label says ("GF dog biscuits").
const NOT_FOOD = anyOf([
  "dogs?", "puppy", "cats?", "kitten", "kitty", "pets?", "kibble", "chien", "chat", "litter", "paper towels?",
  "toilet paper", "tissues?", "napkins", "detergent", "soap", "shampoo", "conditioner", "toothpaste", "deodorant",
  "diapers?", "wipes", "batter(y|ies)", "light ?bulbs?", "garbage bags?", "trash bags?", "foil", "plastic wrap",
  "cling wrap", "cleaner", "bleach", "dish ?tabs", "lotion", "vitamins?", "supplements?", "candles?", "fragrance",
  "air freshener", "lip balm", "pain relief", "cake (decorating|toppers?|boards?|pans?|liners?|stand)",
  "cupcake liners", "cookie cutters?",
]);

// A naturally gluten-free food flavoured like, or garnished with, a substitute ("cookies and cream ice cream",
// "yogurt with granola", "pizza mozzarella", "beer battered fries"): the head food decides, even when coated.
const FLAVOURED_NATURAL = anyOf([
  "ice ?cream", "gelato", "sorbet", "frozen (dessert|treats?|yogh?o?urt|novelty|confection)", "popsicles?",
  "yogh?o?urts?", "creamers?", "coffee (enhancer|pods?|beans?|cups)", "k ?cups?", "(ground|instant) coffee",
  "whole bean", "beverages?", "drinks?", "drinkable", "juices?", "sodas?(?! crackers?)", "smoothies?", "lattes?",
  "oat ?(milk|beverage)", "(protein|meal replacement) (shakes?|powder)", "milkshake", "cereal milk(?! chocolate)",
  "hot chocolate", "cocoa mix", "(green|black|herbal|iced|chai|rooibos) tea", "tea bags?", "root beer",
  "ginger (ale|beer)", "whiske?y", "vodka", "wine", "cider", "mozzarella(?! sticks)", "(shredded|sliced|cream) cheese",
  "cheese (slices|strings?|sticks|block|shreds|spread|curds|dip|blend)", "\\d m ?f", "spreads?", "dips?", "hummus",
  "salsa", "pesto", "ketchup", "mustard", "mayo(nnaise)?", "dressing", "vinaigrette", "syrup", "pickles?",
  "seasonings?", "spice mix", "rub", "candy", "candies", "gum", "chocolate chips(?! cookies?)", "baking chips",
  "sprinkles", "frosting", "icing(?! ?(cookies?|cakes?))", "food colou?r(ing|s)?", "extract", "yeast",
  "baking (powder|soda|spray)", "pie filling", "fruit filling", "cookie butter",
  "(?<!(yorkshire|bread) )puddings?(?! mix)", "jerky", "fries", "hash ?browns?", "tater tots",
  "potato(es)? (nuggets|tots|puffs)", "nugget potatoes",
  "(tortilla|potato|corn|kettle|veggie|vegetable|plantain|rice|lentil|bean|quinoa|cassava) (chips|crisps|strips)",
  "pork rinds", "cheese crisps", "seaweed", "popcorn(?! (chicken|shrimp))", "tofu", "nut mix", "corn puffs", "squash",
  "(rice|glass|kelp|zucchini|veggie|shirataki|konjac) noodles?(?! soup)", "shirataki", "steak nuggets",
  "rice (vermicelli|sticks?|paper)", "bean thread", "konjac", "pho", "puffed rice",
  "everything bagel (seasoning|spice)",
  // Brands named after a substitute: Cracker Barrel is cheese, Cracker Jack popcorn.
  "cracker (barrel|jack)",
]);

// Checked before the substitutes: these share a word with one ("corn tortillas", "hamburger patties", "rice cakes",
// "hot dogs") but are gluten-free by nature (docs/tax-rules.md), or are meat that never compares with a bakery product.
const NATURAL_FIRST =
  /\b(corn (tortillas?|taco shells?)|taco shells?|rice cakes?|(?<!jamaican )(hamburger|burger|beef|chicken|turkey|pork|salmon|veggie|lamb) ?patt(y|ies)|hot ?dogs?(?!.*\b(buns?|rolls?|pains?)\b)|wieners?(?! wraps?)|franks?(?!'))\b/;

// A coating or pastry makes meat a substitute again ("breaded chicken breast", "sausage rolls").
const COATED_OR_PASTRY = /\b(breaded|battered|panes?|crusted|tempura|nuggets?|fingers|rolls?|pies?|pastr(y|ies))\b/;

// Foods that are gluten-free by nature: a GF label on them adds no incremental cost (docs/tax-rules.md).
const NATURAL_PATTERN =
  /\b(sausages?|bacon|ham|steaks?|ground (beef|pork|turkey|chicken)|turkey|lamb|shrimps?|prawns?|tuna|cod|haddock|tilapia|onions?|peppers?|romaine|lettuce|broccoli|avocados?|tomato(es)?|cucumbers?|celery|spinach|kale|mushrooms?|garlic|lemons?|limes?|oranges?|grapes?|strawberr(y|ies)|blueberr(y|ies)|raspberr(y|ies)|melons?|watermelons?|pears?|peach(es)?|plums?|zucchini|squash|cabbage|cauliflower|beans|lentils|chickpeas|yams?|sweet potato(es)?|cilantro|parsley|ginger|chips|croustilles|potato(es)?|popcorn|rice|riz|quinoa|apples?|bananas?|berries|fruit|vegetables?|legumes|lettuce|carrots?|milk|lait|cheese|fromage|yogou?rt|eggs?|oeufs|chicken|poulet|beef|boeuf|pork|salmon|fish|tofu|nuts|almonds?|amandes|peanuts?|cashews?|seeds|juice|jus|water|eau|coffee|tea|chocolate|chocolat|candy|bonbons|salsa|hummus|seasoning|spices?|epices|jam|honey|butter|beurre|oil|huile|vinegar|ketchup|mustard|mayo|pudding|jello|gelatin|ice cream|creme glacee|sorbet|wine|vin|cider|cidre)\b/;

// A substitute made from a grain or starch without gluten ("brown rice pasta", "almond flour", "cauliflower pizza
// crust", "grain-free"): gluten-free by its recipe, so it is a GF product itself, never a regular one to compare with.
const GLUTEN_FREE_RECIPE = anyOf([
  "grain free", "wheat free", "paleo",
  "(brown )?rice( \\w+){0,2} (pasta|penne|spag+h?etti|fusilli|rotini|spirals?|elbows?|shells|linguine|fettuccine|macaroni|lasagna|crackers?|thins|crisps|ramen|bread|buns|english muffins|tortillas|wraps|flour|starch)",
  "(chickpea|lentil|red lentil|black bean|bean|edamame|pea|quinoa|cauliflower|corn)s? (pasta|penne|rotini|spaghetti|fusilli|elbows|noodles|linguine|crust|pizza|flatbreads?|wraps?|tortillas?|gnocchi|thins)",
  "(almond|coconut|tapioca|cassava|chickpea|potato|buckwheat|oat|corn|quinoa|sorghum|millet|teff|banana|cricket) (flour|starch)",
  "corn ?starch", "masa", "corn ?meal", "cassava", "millet", "buckwheat", "tamari", "nut ?thins", "chex(?! mix)",
]);

/** What kind of food a name is, which decides whether a gluten-free version of it can be claimed. */
export type FoodKind =
  /** Normally made with wheat, barley or rye: a GF version's incremental cost is claimable. */
  | "substitute"
  /** Gluten-free by nature (produce, meat, rice, corn tortillas…): no incremental cost. */
  | "natural"
  /** Pet food and household goods. */
  | "not_food";

export interface FoodClass {
  /** The catalog category a substitute compares within; null for natural foods, non-food and unknown names. */
  category: Category | null;
  /** null: the name does not say what the food is. */
  kind: FoodKind | null;
}

/** Lower-case words without accents or punctuation, "&" read as "and": the text every pattern here reads. */
export function foodText(name: string): string {
  const lower = name.toLowerCase();
  // Most names are plain ASCII: only the others need their accents taken off.
  const plain = /[^ -~]/.test(lower) ? lower.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/g, "oe") : lower;
  return plain
    .replace(/[’‘`´]/g, "'")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The product's one food vocabulary: classifies a product name (receipt abbreviations, English or French) by
 * the kind of food it is. Receipt eligibility (food-eligibility.ts), the matcher's categories and the catalog
 * build all read it.
 */
export function classifyFood(name: string): FoodClass {
  const text = foodText(name);
  if (NOT_FOOD.test(text) && !/\bhot ?dogs?\b/.test(text)) return { category: null, kind: "not_food" };
  if (FLAVOURED_NATURAL.test(text)) return { category: null, kind: "natural" };
  if (NATURAL_FIRST.test(text) && !COATED_OR_PASTRY.test(text)) return { category: null, kind: "natural" };
  for (const rule of SUBSTITUTE_RULES) {
    if (rule.pattern.test(text) && !rule.unless?.test(text)) return { category: rule.category, kind: "substitute" };
  }
  if (NATURAL_PATTERN.test(text)) return { category: null, kind: "natural" };
  return { category: null, kind: null };
}

/** Whether the name says the food is made without gluten by its recipe, whatever its label says. */
export const hasGlutenFreeRecipe = (name: string): boolean => GLUTEN_FREE_RECIPE.test(foodText(name));
