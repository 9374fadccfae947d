import type { Category } from "./categories";

/** Phrases as whole words; each phrase is a regex fragment over food text (see classify-food.ts). */
export const anyOf = (phrases: readonly string[]) => new RegExp(String.raw`\b(?:${phrases.join("|")})\b`);

export interface SubstituteRule {
  category: Category;
  pattern: RegExp;
  /** Words that make it another food ("lasagna noodles" are pasta, not a ready meal). */
  unless?: RegExp;
}

// Foods normally made with wheat, barley or rye: their GF versions are substitutes, so the difference is claimable.
// Order matters: the first rule that matches and is not vetoed wins, so dishes and specific phrases ("chicken noodle
// soup", "bread crumbs", "pie shells") come before the broad words they contain ("noodles", "bread", "pies").
export const SUBSTITUTE_RULES: readonly SubstituteRule[] = [
  {
    // Ready meals: a GF lasagna or pot pie compares with a frozen meal, never with pasta or a bakery product.
    category: "Other",
    pattern: anyOf([
      "frozen (\\w+ ){0,2}(meals?|dinners?|entrees?|bowls?)",
      "(pot|meat|pork|chicken|beef|steak|turkey|tourtiere|shepherd'?s|cottage|vegetable)( and \\w+)? pies?(?! (shells?|crusts?|dough))",
      "(mini|meat) pies (chicken|turkey|beef|pork|steak|meat)", "tourtieres?", "baked (ziti|penne)", "stuffed shells",
      "pasta bake", "mac and cheese (bowls?|cups?|bites)", "bolognese", "meatballs?", "chicken parm(esan|igiana)?",
      "hamburger helper", "breakfast sandwich(es)?", "dinner kits?", "pierog(i|ies|y)", "perog(ies|y|i)", "dumplings?",
      "gyoza", "potstickers?", "wontons?", "spring ?rolls?", "egg ?rolls?", "samosas?", "sausage rolls?", "burritos?",
      "chimichangas?", "taquitos", "spanakopita", "jamaican (beef )?patties", "steamed buns", "bao", "pork buns",
      "yorkshire puddings?", "croutons?", "wonton strips", "licorice", "liquorice", "(waffle|sugar|cake) cones?",
      // Ready-meal brands whose names often say neither "frozen" nor "meal" ("Michelina's Penne Pollo").
      "michelina'?s", "stouffer'?s", "chef boyardee", "alphagetti",
    ]),
    unless: anyOf([
      "(dumpling|wonton|egg) noodles", "soup", "sauce$", "sauce for", "plant based meatballs", "ice cream",
      "tortillas?", "pudding mix", "(dumpling|wonton) wrappers",
    ]),
  },
  {
    // A lasagna dish, unless the name is the pasta for one ("lasagna noodles", "oven ready lasagna pasta").
    category: "Other",
    pattern: anyOf([
      "(beef|meat|chicken|vegetable|veggie|spinach|sausage|cheese|frozen|family size) lasagn[ae]",
      "lasagn[ae] (frozen|meal|entree|with|bolognese|florentine|alfredo)",
    ]),
    unless: anyOf(["pasta", "pates", "noodles?", "sheets"]),
  },
  {
    // Condensed and cream soups, gravies and white sauces are thickened with wheat flour; noodle and barley soups.
    category: "Soups & Sauces",
    pattern: anyOf([
      "cream of \\w+", "creamy \\w+( \\w+)? soup", "condensed( \\w+)*? soup", "soup condensed", "cream soup",
      "chowders?", "bisques?",
      "(chicken|beef|turkey|homestyle|classic|roast chicken|spicy chicken|creamy chicken) noodle( soup)?",
      "noodle soup", "barley soup", "beef barley", "(and|with) barley", "minestrone", "italian wedding",
      "chicken a ?la king", "alphabet soup", "dumpling soup", "soup mix(es)?", "mix for soup", "cup a soup", "gravy",
      "gravies", "poutine sauce", "bouillon", "stock cubes", "oxo", "bovril", "bisto", "sauce mix(es)?",
      "alfredo (pasta )?sauce", "carbonara sauce", "cheese sauce", "white sauce", "bechamel", "hollandaise",
      "stroganoff sauce", "broccoli (and )?(cheese|cheddar) soup", "cheddar broccoli soup", "potato (and )?bacon soup",
      "(french )?onion soup",
    ]),
    unless: anyOf([
      "instant( noodles?)?", "ramen", "ramyun", "cup (o )?noodles?", "noodle bowls?", "bowl noodle", "udon",
      "soup bowls?", "crackers?", "miso", "potatoes", "broccoli in", "with cheese sauce", "vegetable mix",
      "frozen (broccoli|vegetables|cauliflower)", "barley (flakes|flour|pearl|pot)", "pearl barley", "pot barley",
      "barley malt", "rice", "lentil", "pies?", "roast and gravy", "cookies?", "tea", "salmon",
    ]),
  },
  {
    // Regular soy-based sauces are brewed with wheat; malt vinegar is barley.
    category: "Condiments",
    pattern: anyOf([
      "soy ?sauce", "soya sauce", "sauce soya", "tamari", "teriyaki", "hoisin", "oyster (flavou?red )?sauce",
      "worcestershire", "malt vinegar", "black bean sauce", "stir ?fry sauce",
      "(kung pao|sukiyaki|yakisoba|tonkatsu|katsu|unagi|sesame|sushi|general tao) sauce", "sweet soy", "kecap manis",
      "ponzu", "bulgogi (sauce|marinade)",
    ]),
    unless: anyOf([
      "soy free", "coconut aminos", "chips", "nuts", "almonds", "seeds", "crackers?", "noodles", "chicken", "beef",
      "pork", "salmon", "shrimp", "tofu", "bowls?", "meatballs", "jerky",
    ]),
  },
  {
    // Intermediate ingredients: wheat flours and grains, baking mixes, crumbs, stuffing, pastry and doughs.
    category: "Baking & Flour",
    pattern: anyOf([
      "(cakes?|cupcakes?|muffins?|brownies?|cookies?|pancakes?|waffles?|crepes?|breads?|biscuits?|scones?|cornbread)( and (waffle|muffin|pancake|cookie|bar|crust))?( baking)? mix(es)?",
      "(pie crust|pastry|baking|tempura|batter|coating|breading|fish crisp|loaf|donuts?|cheesecake|dumpling|matzo ball)( baking)? mix(es)?",
      "(pound cake|angel food|bannock|banana bread|pretzel|chocolate chip cookie|oatmeal cookie|sugar cookie)( baking)? mix(es)?",
      "mix for (cake|muffins?|pancakes?|brownies?|cookies?|bread)", "yorkshire pudding mix", "wiener wraps?",
      "bisquick", "shake '?n'? ?bake", "coating mix", "seasoned coating", "flours?", "farine", "semolina", "wheat germ",
      "wheat bran", "farina", "bulgh?ur", "freekeh", "wheat berries", "seitan", "bread ?crumbs?", "crumbs", "panko",
      "chapelure", "stuffing", "stove top", "pie (shells?|crusts?|dough|pastry)", "tart(let)? shells", "puff pastry",
      "phyllo", "filo", "pastry (sheets|shells|dough)", "crescent (rolls|dough)",
      "(cookie|biscuit|bread|croissant) dough", "dough", "ready to bake",
    ]),
    unless: anyOf([
      "tortillas?", "(?<!wiener )wraps?", "nuggets", "fillets?", "frozen fish", "shrimp", "breaded", "battered",
      "cookie dough (flavou?r|bites|bars?|protein)", "bars?", "ice cream", "cereal", "snack", "balls", "mushrooms",
      "salmon", "pinwheel", "(baked|roast) turkey", "(chicken|turkey|pork) (breast|roast)", "stuffed", "spray", "dinner",
      // Pizza dough and flour are ingredients; a pizza crust, even as a mix, is a pizza base.
      "(?<!for )pizza(?! (dough|flour))",
    ]),
  },
  {
    category: "Frozen Breaded",
    pattern: anyOf([
      "breaded", "battered", "(poulet|poisson|crevettes?) panes?", "nuggets?", "fish ?(sticks|fingers)", "popcorn (chicken|shrimp)",
      "chicken ?(strips|fingers|fries|bites|tenders|popcorners?|dippers|chunks)", "(crispy|pub style) chicken burgers?",
      "schnitzel", "cordon bleu", "chicken kiev", "panko", "tempura",
      "crispy (chicken|fish|shrimp|fillets?|haddock|cod|pollock|tenders)", "fish and chips", "onion rings",
      "mozzarella sticks", "jalapeno poppers", "cutlettes", "fish burgers?",
      "crusted (fish|fillets?|haddock|cod|tilapia|salmon|sole)", "crunchy (fish|fillets?|shrimp|chicken)", "katsu",
      "karaage", "fish portions", "fish fillets? in batter", "(pub|southern|buffalo) style",
    ]),
    unless: anyOf([
      "crumbs", "mix", "chocolate", "raw", "fresh", "grilled", "roasted", "unbreaded", "sauce", "seasoning", "candy",
      "cereal", "bars?", "cookies?", "crackers?", "wings?(?! and)", "smoked",
    ]),
  },
  {
    category: "Pizza",
    pattern: anyOf([
      "pizzas?", "pizzeria", "calzones?", "panzerottis?", "bagel bites", "hot pockets",
    ]),
    unless: anyOf([
      "sauce", "seasoning", "pepperoni slices", "sliced pepperoni", "pizza pepperoni", "kits?", "flavou?r(ed)?", "pan",
      "stone", "cutter", "cheese blend", "pizza cheese", "crackers?", "chips", "pretzels?", "nuts", "popcorn",
    ]),
  },
  {
    // Non-alcoholic beer too: it is brewed from barley or wheat.
    category: "Beer",
    pattern: anyOf([
      "beers?", "bieres?", "lagers?", "pils(e)?ners?", "ipa", "stouts?", "porters?", "ales?", "radler", "shandy",
      "hefeweizen", "weissbier", "bock",
    ]),
    unless: anyOf([
      "root beer", "ginger (beer|ale)", "beer ?batter(ed)?", "beer (bread|cheese|nuts|sausages?|brats|mustard|bbq)",
      "bbq sauce", "cheese", "coffee", "stout roast", "flavou?red", "sauce", "chips",
    ]),
  },
  {
    category: "Crackers & Pretzels",
    pattern: anyOf([
      "crackers?", "crkrs?", "craquelins", "pretzels?", "bretzels", "(pita|bagel|naan) (chips|crisps)",
      "bread ?sticks?", "grissini", "crisp ?breads?", "rye crisps?", "snack ?breads?", "melba",
      "(wheat|vegetable|veggie|rice|nut|flatbread|multigrain|stoned wheat) thins", "snack mix", "crispers",
      "matz(o|ah|a)", "flatbread (crisps|bites)", "crisp flats", "toast crisps", "crostini", "rusks?", "zwieback",
      "mini toasts", "toasts", "baked crisps", "sesame snaps",
    ]),
    unless: anyOf([
      "(graham|cracker) crumbs", "soup", "animal crackers", "cheese and crackers", "(french|texas|garlic) toast",
      "toaster", "pretzel (buns?|rolls?|bread)",
    ]),
  },
  {
    category: "Baked Goods",
    pattern: anyOf([
      "cinnamon (rolls?|buns?)", "sticky buns?", "(banana|zucchini|pumpkin|monkey) bread", "lemon loaf", "loaf cakes?",
      "coffee cakes?", "(swiss|jelly|chocolate|vanilla|strawberry|raspberry|lemon|mocha) rolls?",
      "toaster (pastries|strudel)", "strudels?", "cheesecakes?", "cupcakes?", "cakes?", "gateaux?", "muffins?",
      "waffles?", "gaufres", "pancakes?", "crepes?", "croissants?", "danish(es)?", "donuts?", "doughnuts?", "pastry",
      "pastries", "pies?", "tarts?", "tartlets", "brownies?", "blondies", "scones?", "turnovers?", "eclairs?",
      "cream puffs?", "profiteroles?", "madeleines", "baklava", "churros?", "french toast", "shortcakes?", "angel food",
      "snack cakes", "paczki", "fritters?", "corn ?bread", "panettone", "stollen", "cobbler", "(cake|dessert) bars",
      "lamingtons", "rugelach", "bear claws?", "kringle", "babka", "cannoli", "sfogliatelle", "cream horns",
      "hot cross buns",
    ]),
    unless: anyOf([
      "english muffins?", "(rice|fish|crab|potato) cakes?", "pancake (syrup|mix)", "waffle (cones?|bowls?|mix)",
      "cookies?", "wafers?", "cake cones?", "bars?", "cereal", "granola", "crab", "salmon", "fish", "potato",
      "oatmeal cups", "oreo", "bagels?", "biscuits?", "chicken", "beef", "turkey", "pork", "meat", "steak",
      "(?<!(banana|zucchini|pumpkin|monkey|corn) )bread", "overnight", "oats", "for pie", "tart cherr(y|ies)",
      "(pie|sugar) pumpkins?",
    ]),
  },
  {
    category: "Snack Bars",
    pattern: new RegExp(
      [
        String.raw`\b(granola|cereal|protein|energy|snack|breakfast|fibre|fiber|nut|almond|peanut|cashew|muffin|fruit|oats?|grains?|krispies|chewy|crispy|crunchy|muesli|dipped|keto|soft baked|baked|squares?|yogurt coated|wholesome|lunchbox|trail mix|z)\b.*\bbars?\b`,
        String.raw`\bbars?\b.*\b(granola|protein|oats?|cereal|trail mix)\b`,
        String.raw`\b(granola|crispy|krispies|rice krispie) squares\b`,
        String.raw`\b(granola|energy|protein) (minis|bites)\b`,
        String.raw`\bbarres tendres\b`,
      ].join("|"),
    ),
    unless: anyOf([
      "chocolate bars?", "milk chocolate (\\w+ ){0,4}bars?", "candy", "bar ?b ?q", "bbq", "fig bars?", "bar mix", "ice",
      "frozen", "salad bar", "cookie bars?", "soap", "coconut bar", "nanaimo", "(dessert|cake|caramel) bars?",
      "protein (drink|shake)",
    ]),
  },
  {
    category: "Cookies & Biscuits",
    pattern: anyOf([
      "cookies?", "biscuits?", "biscotti", "wafers?", "gaufrettes", "oreo", "chips ahoy", "digestives?", "shortbread",
      "arrowroot", "social tea", "lady ?fingers", "fig (newtons|bars?)", "ginger ?snaps", "gingerbread", "graham",
      "amaretti", "speculoos", "stroopwafels?", "petit beurre", "sandwich cremes", "creme sandwich",
      "(chocolate|vanilla) sandwich", "lemon creme", "fingers", "nanaimo", "macarons?", "macaroons?", "mallows",
      "maple leaf creams",
    ]),
    unless: anyOf([
      "cookie (dough flavou?r|butter|crisp)", "cereal", "biscuit mix", "(?<!fig )bars?", "protein", "ice cream",
      "gravy", "southern biscuits", "(fish|chicken|garlic|crispy) fingers", "finger foods?",
      "lady ?fingers? (sponge )?cake", "granola(?! cookies?)",
    ]),
  },
  {
    category: "Buns & Bagels",
    pattern: anyOf([
      "bagels?", "buns?", "rolls?", "english muffins?", "muffins anglais", "kaiser", "crumpets?",
      "(sandwich|bagel) thins?", "sliders?", "hoagies?", "hamburger", "hot ?dog", "pain au lait",
    ]),
    unless: anyOf([
      "(egg|spring|cabbage|sausage|jelly|wafer|cheese|lasagna|pizza) rolls?", "sushi", "fruit", "roll ?ups?",
      "cashews?", "crescent", "swiss", "rolled", "paper towel", "bagel (chips|bites|seasoning|spice|crisps)",
      "hot dogs", "wieners?", "sausages?(?! buns?)", "patties", "beef", "pork", "chicken", "steamed buns", "bao",
      "chocolate", "mints?", "cereal", "toilet", "tissue", "foil", "wax paper", "parchment", "thin crust",
      "thin(ly)? sliced",
    ]),
  },
  {
    category: "Wraps & Pitas",
    pattern: anyOf([
      "tortillas?", "wraps?", "pitas?", "pitta", "naans?", "flatbreads?", "lavash", "roti", "chapatis?", "paratha",
      "pocket bread", "piadina", "soft tacos?",
    ]),
    unless: anyOf([
      "wiener wraps?", "corn(?!.* wheat)", "chips", "wrapped", "plastic", "foil", "crisps", "crackers?", "pizza",
      "roti (mix|flour)", "wrap kit", "cling", "gift", "sushi", "seaweed", "lettuce wraps?", "spring roll",
    ]),
  },
  {
    category: "Pasta & Noodles",
    pattern: anyOf([
      "pasta", "pates", "spaghett?i(ni)?", "spag", "penne", "rotini", "fusilli", "macaroni",
      "mac ?('?n'? |and )?chee(se|ze)", "elbows?", "linguin[ei]", "fettuc+in[ei]", "lasagn[ae]", "lasagnette",
      "rigatoni", "farfalle", "bow ?ties", "orzo", "shells", "tortell(ini|oni)", "ravioli", "gnocchi", "cous ?cous",
      "noodles?", "nouilles", "ramen", "ramyun", "udon", "soba", "lo mein", "chow mein", "vermicelli", "tagliatelle",
      "pappardelle", "capellini", "angel hair", "ziti", "cannelloni", "manicotti", "bucatini", "orecchiette", "gemelli",
      "cavatappi", "campanelle", "radiatori", "ditalini", "stelline", "pastina", "tortiglioni", "paccheri",
      "conchiglie", "spa[e]?tzle", "cavatelli", "trofie", "casarecce", "mafald(a|ine)", "perciatelli", "spirals",
      "agnolotti", "mezzelune", "cappelletti", "acini di pepe", "anelli", "tubetti", "strozzapreti", "pici",
      "reginette", "scialatielli", "maltagliati", "yaki ?soba", "jjajangmyeon", "jjapaghetti", "pasta sides?",
      // Canada's name for boxed macaroni and cheese.
      "kraft dinner",
    ]),
    unless: anyOf([
      "sauce", "soup(?! (mix|base))", "salad", "seasoning", "dressing", "sea ?shells", "shellfish", "shrimp",
      "(taco|tart|pie|pastry|chocolate) shells?", "conch", "mussels?", "scallops?", "pistachios?", "(in|no) shells?",
      "peanuts", "sunflower seeds", "pasta water", "pot", "strainer", "cookies?", "crackers?", "vegetable mix", "fries",
      "potatoes", "potato sticks",
    ]),
  },
  {
    category: "Cereal & Oats",
    pattern: anyOf([
      "cereals?", "cereales", "granola", "muesli", "oats?", "avoine", "oatmeal", "porridge",
      "(corn|frosted|bran) ?flakes", "flakes", "cheerios", "krispies", "crisp(y)? rice", "raisin bran", "all ?bran",
      "bran buds", "cream of wheat", "puffed wheat", "shredded wheat", "oat bran", "steel ?cut", "large flake",
      "hot cereal", "oat groats", "(oat|honey nut|multigrain|whole grain) o's", "granola clusters", "oat squares",
      "oat crunch",
    ]),
    unless: anyOf([
      "oat ?(milk|beverage|drink)", "bars?", "squares(?! cereal)", "cookies?", "bread", "loaf", "muffins?", "bagels?",
      "buns?", "crackers?", "goat", "chicken", "turkey", "ham", "tuna", "salmon", "crab", "surimi", "fish", "coating",
      "snack mix", "bites", "cups", "bowls?", "yogh?o?urt", "pancakes?", "waffles?", "dog", "brownies?",
    ]),
  },
  {
    category: "Bread",
    pattern: anyOf([
      "breads?", "brd", "pain", "pane", "loaf", "loaves", "baguettes?", "sourdough", "rye", "pumpernickel", "brioche",
      "challah", "focaccia", "ciabatta", "(texas|garlic) toast", "multi ?grain", "whole wheat", "crusty", "boule",
      "batard", "miche", "filone", "calabrese", "\\d+ grain", "sprouted grain", "thick slice", "sandwich slice",
    ]),
    unless: anyOf([
      "bread ?crumbs", "breaded", "bread ?sticks", "shortbread", "bread (flour|mix|machine|maker|spread|and butter)",
      "breadfruit", "meat ?loaf", "cakes?", "(banana|corn|monkey|ginger) ?bread", "rye (crisps?|crackers|whiske?y)",
      "cookies?", "crackers?", "chips", "cereal", "pasta", "tortillas?", "wraps?", "pitas?", "naan", "flour",
      "flax ?seeds?", "milled flax", "ground flax", "oil", "pain (au chocolat|relief)", "toaster", "pancakes?",
      "french toast", "toast crisps", "melba", "cheese", "ham", "turkey", "chicken", "salami", "mortadella",
      "spaghetti", "penne", "rotini", "macaroni", "lasagna", "linguine", "noodles", "fusilli", "couscous", "pudding",
      "dressing", "snacks?", "rice(?! bread)", "pizza", "potatoes", "mushrooms", "peaches", "sausages?", "bars?",
    ]),
  },
];
