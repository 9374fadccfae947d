import type { Category } from "./categories";

interface Rule {
  pattern: RegExp;
  category: Category;
}

// Foods normally made with wheat, barley or rye: their GF versions are substitutes, so the difference is claimable.
// Order matters: the first match wins, so specific phrases ("bread crumbs", "pizza crust") come before broad words.
const SUBSTITUTE_RULES: Rule[] = [
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
    pattern: /\b(pasta|p[aâ]tes|penne|fusilli|spaghett?i|spag|macaroni|mac|elbows?|rotini|linguine|fettuccine|lasagn[ae]|rigatoni|shells|orzo|gnocchi|noodles?|nouilles|ramen|udon)\b/,
    category: "Pasta & Noodles",
  },
  { pattern: /\b(bread|brd|pain|loaf|baguette|sourdough|brioche|ciabatta|bun)\b/, category: "Bread" },
  {
    pattern: /\b((granola|cereal|snack|protein|oat|breakfast|energy|fib(re|er)|chewy) ?bars?|barres? tendres)\b/,
    category: "Snack Bars",
  },
  { pattern: /\b(cereal|c[eé]r[eé]ales|granola|muesli|oats?|oatmeal|avoine|flakes|cheerios|crisp(y)? rice)\b/, category: "Cereal & Oats" },
  { pattern: /\b(crackers?|crkrs?|craquelins|pretzels?|bretzels|crispbread|thins|rice cakes?)\b/, category: "Crackers & Pretzels" },
  { pattern: /\b(cookies?|biscuits?|wafers?|gaufrettes|shortbread|digestives?|graham|oreo)\b/, category: "Cookies & Biscuits" },
  {
    pattern: /\b(muffins?|cakes?|g[aâ]teaux?|cupcakes?|brownies?|waffles?|gaufres|pancakes?|cr[eê]pes|croissants?|donuts?|doughnuts?|pies?|tarts?|pastr(y|ies)|cinnamon buns?|scones?)\b/,
    category: "Baked Goods",
  },
];

// Foods that are gluten-free by nature: a GF label on them adds no incremental cost (DOMAIN.md).
const NATURAL_PATTERN =
  /\b(chips|croustilles|potato(es)?|popcorn|rice|riz|quinoa|corn tortillas?|apples?|bananas?|berries|fruit|vegetables?|l[eé]gumes|lettuce|carrots?|milk|lait|cheese|fromage|yogou?rt|eggs?|oeufs|chicken|poulet|beef|boeuf|pork|salmon|fish|tofu|nuts|almonds?|amandes|peanuts?|cashews?|seeds|juice|jus|water|eau|coffee|tea|chocolate|chocolat|candy|bonbons|salsa|hummus|seasoning|spices?|[eé]pices|jam|honey|butter|beurre|oil|huile|vinegar|ketchup|mustard|mayo|pudding|jello|gelatin|ice cream|cr[eè]me glac[eé]e|sorbet|wine|vin|cider|cidre)\b/;

export interface FoodClass {
  category: Category | null;
  /** true: normally contains gluten; false: naturally GF; null: cannot tell from the name. */
  substitute: boolean | null;
}

/** Classifies a product name (receipt abbreviations, English or French) by the kind of food it is. */
export function classifyFood(name: string): FoodClass {
  const text = name.toLowerCase().replace(/[^a-z0-9àâçéèêëîïôûùüÿœ' ]+/g, " ");
  for (const rule of SUBSTITUTE_RULES) {
    if (rule.pattern.test(text)) return { category: rule.category, substitute: true };
  }
  if (NATURAL_PATTERN.test(text)) return { category: "Other", substitute: false };
  return { category: null, substitute: null };
}
