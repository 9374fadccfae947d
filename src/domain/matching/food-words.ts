/**
 * Word classes that steer the score (tokenize-product-name.ts folds plurals, so list the plain English form).
 *
 * HEAD_WORDS name the kind of food (the head noun of "whole grain bread", "penne rigate pasta"). A GF line and
 * its comparable regular product must agree on these far more than on flavour, variety or brand words.
 */
export const HEAD_WORDS: readonly string[] = [
  // bread, buns, wraps
  "bread", "loaf", "baguette", "ciabatta", "brioche", "sourdough", "rye", "pumpernickel", "toast", "bun", "roll",
  "bagel", "muffin", "english", "crumpet", "wrap", "tortilla", "pita", "naan", "flatbread", "paratha", "chapati",
  // pasta
  "pasta", "penne", "spaghetti", "spaghettini", "fusilli", "rotini", "macaroni", "elbow", "linguine", "fettuccine",
  "lasagna", "rigatoni", "orzo", "gnocchi", "capellini", "farfalle", "shell", "noodle", "ramen", "udon",
  // cereal, crackers, cookies, bars
  "cereal", "granola", "muesli", "oat", "oatmeal", "flake", "os", "loop", "puff", "cracker", "pretzel", "crispbread",
  "melba", "thins", "cookie", "wafer", "shortbread", "digestive", "graham", "snap", "bar",
  // baking
  "flour", "mix", "crumb", "panko", "crust", "dough", "stuffing", "pastry",
  // baked goods
  "cake", "cupcake", "cheesecake", "brownie", "waffle", "pancake", "croissant", "donut", "doughnut", "pie", "tart",
  "strudel",
  // meals and frozen
  "pizza", "nugget", "strip", "finger", "tender", "fillet", "stick", "burger", "ring", "perogy", "dumpling",
  "potsticker", "gyoza", "wonton", "samosa", "meatball", "crouton", "licorice", "burrito",
  // soups, sauces, drinks
  "soup", "broth", "bouillon", "gravy", "sauce", "soy", "tamari", "teriyaki", "hoisin", "oyster", "beer", "lager",
  "ale", "ipa", "pilsner", "blonde", "stout", "porter",
  // what a bun is for
  "hamburger", "dog",
];

/**
 * Head nouns that are also ingredients of other foods ("oat bar", "oatmeal cookies", "granola bars", "cereal
 * bars"): when a GF line has another head noun as well, these only qualify it and weigh as ordinary words.
 */
export const INGREDIENT_HEAD_WORDS: readonly string[] = ["oat", "oatmeal", "granola", "cereal", "muesli", "flake", "crumb"];

/**
 * Head nouns too generic to name a food alone: a "mix" is a cake, pancake, gravy or matzo ball mix. In a GF line
 * with other words they weigh as ordinary words, so "cornbread mix" does not match any mix.
 */
export const GENERIC_HEAD_WORDS: readonly string[] = ["mix"];

/**
 * Flavours and fillings that make a different product of the same food (garlic baguette, cinnamon raisin bagel,
 * mac & cheese). A catalog product counts them double against itself unless the GF line has them too.
 */
export const FLAVOUR_WORDS: readonly string[] = [
  "garlic", "cheese", "cheddar", "parmesan", "cinnamon", "raisin", "chocolate", "chocolatey", "fudge", "caramel",
  "maple", "honey", "blueberry", "strawberry", "raspberry", "cranberry", "banana", "apple", "lemon", "pumpkin",
  "spicy", "hot", "jalapeno", "bbq", "barbecue", "buffalo", "pepperoni", "bacon", "beef", "chicken", "pork",
  "sausage", "ham", "meat", "stew", "alfredo", "marinara", "bolognese", "teriyaki", "peanut", "butter", "mint",
  "coconut", "almond", "hazelnut", "vanilla", "sesame", "onion", "herb", "tomato", "spinach", "broccoli", "dipped",
  "frosted", "iced", "glazed", "creme", "cream", "filled", "stuffed",
];

/**
 * Words that name the plain, default variant ("original", "all purpose", "white", "sliced"). A catalog product
 * is not less comparable for carrying them, so they do not count against it (they still count when shared).
 */
export const DEFAULT_VARIANT_WORDS: readonly string[] = [
  "original", "plain", "classic", "regular", "all", "purpose", "white", "sliced", "enriched", "unbleached", "pasta",
  "traditional", "frozen",
];

/**
 * What GF versions are made of instead of wheat ("brown rice penne", "rice crackers", "cauliflower tortillas").
 * They describe the substitute, not the kind of food, so they count little in a GF line ("brown" too, before
 * "rice"). Flavour grains such as quinoa or seeds are not listed: regular breads carry them too.
 */
export const GF_BASE_WORDS: readonly string[] = [
  "rice", "corn", "chickpea", "lentil", "bean", "konjac", "cauliflower", "tapioca", "cassava", "sorghum", "millet",
  "buckwheat", "teff", "amaranth",
];

/** Diet and label words on GF packages; they say nothing about which regular product compares. */
export const DIET_WORDS: readonly string[] = [
  "vegan", "dairy", "free", "plant", "based", "keto", "paleo", "allergen", "certified", "kosher", "non", "gmo",
  "natural", "naturally", "friendly", "style",
];
