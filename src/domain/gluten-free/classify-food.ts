import type { Category } from "./categories";

interface Rule {
  pattern: RegExp;
  category: Category;
  /** Words that make it another food ("lasagna noodles" are pasta, not a ready meal). */
  unless?: RegExp;
}

// Foods normally made with wheat, barley or rye: their GF versions are substitutes, so the difference is claimable.
// Order matters: the first match wins, so specific phrases ("bread crumbs", "pizza crust") come before broad words.
const SUBSTITUTE_RULES: Rule[] = [
  // Ready meals: a GF lasagna or pot pie compares with a frozen meal, never with pasta or a bakery product.
  {
    pattern: /\b(pot ?pies?|meat ?pies?|tourti[eè]res?|(beef|meat|chicken|vegetable|veggie|spinach|frozen) lasagn[ae]|lasagn[ae] (frozen|meal|entr[eé]e)|perog(y|ies)|pierogi|dumplings?|spring ?rolls?|egg ?rolls?|samosas?|frozen (meals?|dinners?|entr[eé]es?))\b/,
    category: "Other",
    unless: /\b(pasta|p[aâ]tes|noodles?|sheets)\b/,
  },
  { pattern: /\b(bread ?crumbs?|panko|chapelure|croutons?|stuffing)\b/, category: "Baking & Flour" },
  { pattern: /\b(pizza|pizzas)\b/, category: "Pizza" },
  { pattern: /\b(nuggets?|breaded|battered|fish ?sticks?|chicken ?strips?|panés?)\b/, category: "Frozen Breaded" },
  { pattern: /\b(soy ?sauce|sauce soya|tamari|teriyaki|hoisin)\b/, category: "Condiments" },
  { pattern: /\b(gravy|sauce mix|soup mix|bouillon|cream of)\b/, category: "Soups & Sauces" },
  { pattern: /\b(beer|lager|ale|bi[eè]re)\b/, category: "Beer" },
  {
    pattern: /\b(flour|farine|baking mix|cake mix|brownie mix|muffin mix|pancake mix|pizza dough|dough|mix)\b/,
    category: "Baking & Flour",
  },
  { pattern: /\b(bagels?|buns?|rolls?|kaiser|english muffins?|hamburger|hot ?dog|sandwich thins?)\b/, category: "Buns & Bagels" },
  { pattern: /\b(wraps?|tortillas?|pitas?|naan|flatbreads?)\b/, category: "Wraps & Pitas" },
  {
    pattern: /\b(pasta|p[aâ]tes|penne|fusilli|spaghett?i|spag|macaroni|mac|elbows?|rotini|linguine|fettuccine|lasagn[ae]|rigatoni|shells|orzo|gnocchi|noodles?|nouilles|ramen|udon|tortellini|ravioli|cannelloni|manicotti|couscous|chow mein|lo mein)\b/,
    category: "Pasta & Noodles",
  },
  { pattern: /\b(bread|brd|pain|loaf|baguette|sourdough|brioche|ciabatta|bun)\b/, category: "Bread" },
  {
    pattern: /\b((granola|cereal|snack|protein|oat|breakfast|energy|fib(re|er)|chewy|nut|z) ?bars?|barres? tendres)\b/,
    category: "Snack Bars",
  },
  { pattern: /\b(cereal|c[eé]r[eé]ales|granola|muesli|oats?|oatmeal|avoine|flakes|cheerios|krispies|crisp(y)? rice)\b/, category: "Cereal & Oats" },
  { pattern: /\b(crackers?|crkrs?|craquelins|pretzels?|bretzels|crispbread|thins|melba|crispers|breadsticks?|grissini)\b/, category: "Crackers & Pretzels" },
  { pattern: /\b(cookies?|biscuits?|biscotti|wafers?|gaufrettes|shortbread|digestives?|graham|oreo|chips ahoy)\b/, category: "Cookies & Biscuits" },
  {
    pattern: /\b(muffins?|cakes?|cheesecakes?|g[aâ]teaux?|cupcakes?|brownies?|baklava|babka|profiteroles?|turnovers?|strudels?|danish|[eé]clairs?|waffles?|gaufres|pancakes?|cr[eê]pes|croissants?|donuts?|doughnuts?|pies?|tarts?|pastr(y|ies)|cinnamon buns?|scones?)\b/,
    category: "Baked Goods",
  },
];

// Checked before the substitutes: these share a word with one ("corn tortillas", "hamburger patties", "rice cakes",
// "hot dogs") but are gluten-free by nature (DOMAIN.md), or are meat that never compares with a bakery product.
const NATURAL_FIRST =
  /\b(corn (tortillas?|taco shells?)|taco shells?|rice cakes?|(hamburger|burger|beef|chicken|turkey|pork|salmon|veggie|lamb) ?patt(y|ies)|hot ?dogs?(?! ?(buns?|rolls?|pains?))|wieners?|franks?)\b/;

// A coating or pastry makes meat a substitute again ("breaded chicken breast", "sausage rolls").
const COATED_OR_PASTRY = /\b(breaded|battered|pan[eé]s?|crusted|tempura|nuggets?|fingers|rolls?|pies?|pastr(y|ies))\b/;

// Foods that are gluten-free by nature: a GF label on them adds no incremental cost (DOMAIN.md).
const NATURAL_PATTERN =
  /\b(sausages?|bacon|ham|steaks?|ground (beef|pork|turkey|chicken)|turkey|lamb|shrimps?|prawns?|tuna|cod|haddock|tilapia|onions?|peppers?|romaine|lettuce|broccoli|avocados?|tomato(es)?|cucumbers?|celery|spinach|kale|mushrooms?|garlic|lemons?|limes?|oranges?|grapes?|strawberr(y|ies)|blueberr(y|ies)|raspberr(y|ies)|melons?|watermelons?|pears?|peach(es)?|plums?|zucchini|squash|cabbage|cauliflower|beans|lentils|chickpeas|yams?|sweet potato(es)?|cilantro|parsley|ginger|chips|croustilles|potato(es)?|popcorn|rice|riz|quinoa|apples?|bananas?|berries|fruit|vegetables?|l[eé]gumes|lettuce|carrots?|milk|lait|cheese|fromage|yogou?rt|eggs?|oeufs|chicken|poulet|beef|boeuf|pork|salmon|fish|tofu|nuts|almonds?|amandes|peanuts?|cashews?|seeds|juice|jus|water|eau|coffee|tea|chocolate|chocolat|candy|bonbons|salsa|hummus|seasoning|spices?|[eé]pices|jam|honey|butter|beurre|oil|huile|vinegar|ketchup|mustard|mayo|pudding|jello|gelatin|ice cream|cr[eè]me glac[eé]e|sorbet|wine|vin|cider|cidre)\b/;

// Pet food and household goods: never a medical expense, whatever the label says ("GF dog biscuits").
const NOT_FOOD_PATTERN =
  /\b(dogs?|puppy|cats?|kitten|pets?|kibble|chien|chat|litter|paper towels?|toilet paper|tissues?|napkins|detergent|soap|shampoo|conditioner|toothpaste|deodorant|diapers?|wipes|batter(y|ies)|light ?bulbs?|garbage bags?|trash bags?|foil|plastic wrap|cling wrap|cleaner|bleach|dish ?tabs|lotion|vitamins?|supplements?)\b/;

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

/**
 * The product's one food vocabulary: classifies a product name (receipt abbreviations, English or French) by
 * the kind of food it is. Receipt eligibility (food-eligibility.ts), the matcher's categories and the catalog
 * build all read it.
 */
export function classifyFood(name: string): FoodClass {
  const text = name.toLowerCase().replace(/[^a-z0-9àâçéèêëîïôûùüÿœ' ]+/g, " ");
  if (NOT_FOOD_PATTERN.test(text) && !/\bhot ?dogs?\b/.test(text)) return { category: null, kind: "not_food" };
  if (NATURAL_FIRST.test(text) && !COATED_OR_PASTRY.test(text)) return { category: null, kind: "natural" };
  for (const rule of SUBSTITUTE_RULES) {
    if (rule.pattern.test(text) && !rule.unless?.test(text)) return { category: rule.category, kind: "substitute" };
  }
  if (NATURAL_PATTERN.test(text)) return { category: null, kind: "natural" };
  return { category: null, kind: null };
}
