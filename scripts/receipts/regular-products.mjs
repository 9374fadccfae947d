// Everyday groceries that carry no gluten-free claim, as POS systems print them, in English and French.
// unit "kg": the price range is per kilogram and the line prints a weight. tax: see sales-taxes.mjs.
// containers: beverage containers that carry a provincial deposit ("small" up to 1 L, "large" above).

export const REGULAR_PRODUCTS = [
  // produce
  { en: "BANANAS", fr: "BANANES", unit: "kg", price: [152, 198], tax: "zero" },
  { en: "GALA APPLES", fr: "POMMES GALA", unit: "kg", price: [439, 549], tax: "zero" },
  { en: "TOMATOES ON VINE", fr: "TOMATES EN GRAPPE", unit: "kg", price: [439, 659], tax: "zero" },
  { en: "YELLOW ONIONS", fr: "OIGNONS JAUNES", unit: "kg", price: [218, 328], tax: "zero" },
  { en: "RED PEPPERS", fr: "POIVRONS ROUGES", unit: "kg", price: [549, 879], tax: "zero" },
  { en: "RED GRAPES", fr: "RAISINS ROUGES", unit: "kg", price: [659, 879], tax: "zero" },
  { en: "CARROTS 2LB", fr: "CAROTTES 907G", unit: "each", price: [179, 299], tax: "zero" },
  { en: "BROCCOLI", fr: "BROCOLI", unit: "each", price: [249, 399], tax: "zero" },
  { en: "ENGLISH CUCUMBER", fr: "CONCOMBRE ANGLAIS", unit: "each", price: [129, 199], tax: "zero" },
  { en: "ROMAINE HEARTS 3PK", fr: "COEURS ROMAINE 3", unit: "each", price: [399, 549], tax: "zero" },
  { en: "AVOCADO", fr: "AVOCAT", unit: "each", price: [129, 199], tax: "zero" },
  { en: "STRAWBERRIES 1LB", fr: "FRAISES 454G", unit: "each", price: [399, 599], tax: "zero" },
  { en: "BABY SPINACH 312G", fr: "BÉBÉS ÉPINARDS 312G", unit: "each", price: [449, 599], tax: "zero" },
  { en: "RUSSET POTATOES 10LB", fr: "POMMES DE TERRE 4.54KG", unit: "each", price: [499, 799], tax: "zero" },
  { en: "LEMONS", fr: "CITRONS", unit: "each", price: [79, 99], tax: "zero" },
  // dairy and eggs
  { en: "MILK 2% 4L", fr: "LAIT 2% 4L", unit: "each", price: [589, 699], tax: "zero" },
  { en: "MILK 1% 2L", fr: "LAIT 1% 2L", unit: "each", price: [379, 469], tax: "zero" },
  { en: "OLD CHEDDAR 400G", fr: "CHEDDAR FORT 400G", unit: "each", price: [699, 899], tax: "zero" },
  { en: "GREEK YOGURT 750G", fr: "YOGOURT GREC 750G", unit: "each", price: [549, 699], tax: "zero" },
  { en: "SALTED BUTTER 454G", fr: "BEURRE SALÉ 454G", unit: "each", price: [549, 749], tax: "zero" },
  { en: "LARGE EGGS 12", fr: "OEUFS GROS 12", unit: "each", price: [399, 529], tax: "zero" },
  { en: "CREAM 10% 1L", fr: "CRÈME 10% 1L", unit: "each", price: [349, 479], tax: "zero" },
  { en: "MOZZARELLA 340G", fr: "MOZZARELLA 340G", unit: "each", price: [599, 749], tax: "zero" },
  // meat and fish
  { en: "CHICKEN BREAST BNLS", fr: "POITRINE POULET DÉSOS", unit: "kg", price: [1320, 1982], tax: "zero" },
  { en: "LEAN GROUND BEEF", fr: "BOEUF HACHÉ MAIGRE", unit: "kg", price: [1100, 1431], tax: "zero" },
  { en: "PORK LOIN CHOPS", fr: "CÔTELETTES DE PORC", unit: "kg", price: [880, 1100], tax: "zero" },
  { en: "ATL SALMON FILLET", fr: "FILET SAUMON ATL", unit: "kg", price: [2200, 3300], tax: "zero" },
  { en: "BACON 375G", fr: "BACON 375G", unit: "each", price: [499, 749], tax: "zero" },
  { en: "SLICED HAM 175G", fr: "JAMBON TRANCHÉ 175G", unit: "each", price: [399, 549], tax: "zero" },
  // the regular versions of what celiacs buy gluten-free
  { en: "WONDER WHITE BREAD", fr: "PAIN BLANC WONDER", unit: "each", price: [299, 399], tax: "zero" },
  { en: "DEMPSTERS WW BREAD", fr: "PAIN BLÉ ENT DEMPSTERS", unit: "each", price: [349, 449], tax: "zero" },
  { en: "BAGELS PLAIN 6PK", fr: "BAGELS NATURE 6", unit: "each", price: [349, 449], tax: "zero" },
  { en: "CATELLI SPAGHETTI 900G", fr: "SPAGHETTI CATELLI 900G", unit: "each", price: [249, 349], tax: "zero" },
  { en: "BARILLA PENNE 900G", fr: "PENNE BARILLA 900G", unit: "each", price: [279, 379], tax: "zero" },
  { en: "ROBIN HOOD AP FLOUR", fr: "FARINE TOUT USAGE", unit: "each", price: [599, 899], tax: "zero" },
  { en: "CHEERIOS 570G", fr: "CHEERIOS 570G", unit: "each", price: [549, 699], tax: "zero" },
  { en: "RITZ CRACKERS", fr: "CRAQUELINS RITZ", unit: "each", price: [349, 499], tax: "zero" },
  { en: "KRAFT DINNER 200G", fr: "KRAFT DINNER 200G", unit: "each", price: [129, 179], tax: "zero" },
  { en: "EGGO WAFFLES 280G", fr: "GAUFRES EGGO 280G", unit: "each", price: [399, 499], tax: "zero" },
  { en: "DELISSIO PIZZA", fr: "PIZZA DELISSIO", unit: "each", price: [699, 899], tax: "zero" },
  { en: "ENGLISH MUFFINS 6", fr: "MUFFINS ANGLAIS 6", unit: "each", price: [299, 399], tax: "zero" },
  // pantry
  { en: "DICED TOMATOES 796ML", fr: "TOMATES EN DÉS 796ML", unit: "each", price: [149, 229], tax: "zero" },
  { en: "PEANUT BUTTER 1KG", fr: "BEURRE ARACHIDE 1KG", unit: "each", price: [549, 749], tax: "zero" },
  { en: "BASMATI RICE 2KG", fr: "RIZ BASMATI 2KG", unit: "each", price: [699, 999], tax: "zero" },
  { en: "OLIVE OIL 1L", fr: "HUILE OLIVE 1L", unit: "each", price: [1099, 1499], tax: "zero" },
  { en: "GROUND COFFEE 920G", fr: "CAFÉ MOULU 920G", unit: "each", price: [1199, 1699], tax: "zero" },
  { en: "ORANGE PEKOE TEA 72", fr: "THÉ ORANGE PEKOE 72", unit: "each", price: [499, 649], tax: "zero" },
  { en: "ORANGE JUICE 1.54L", fr: "JUS ORANGE 1.54L", unit: "each", price: [379, 499], tax: "zero", containers: { count: 1, size: "large" } },
  // taxable snacks, drinks and household goods
  { en: "LAYS CHIPS 235G", fr: "CROUSTILLES LAYS 235G", unit: "each", price: [299, 449], tax: "snack" },
  { en: "ROLD GOLD PRETZELS", fr: "BRETZELS ROLD GOLD", unit: "each", price: [349, 429], tax: "snack" },
  { en: "CHOC BAR 100G", fr: "TABLETTE CHOCOLAT 100G", unit: "each", price: [199, 349], tax: "snack" },
  { en: "GRANOLA BARS 6PK", fr: "BARRES TENDRES 6", unit: "each", price: [299, 449], tax: "snack" },
  { en: "COKE 12X355ML", fr: "COCA-COLA 12X355ML", unit: "each", price: [699, 899], tax: "full", containers: { count: 12, size: "small" } },
  { en: "SPARKLING WATER 8PK", fr: "EAU PÉTILLANTE 8", unit: "each", price: [449, 599], tax: "full", containers: { count: 8, size: "small" } },
  { en: "GINGER ALE 2L", fr: "SODA GINGEMBRE 2L", unit: "each", price: [199, 299], tax: "full", containers: { count: 1, size: "large" } },
  { en: "PAPER TOWEL 6 ROLL", fr: "ESSUIE-TOUT 6 ROUL", unit: "each", price: [799, 1099], tax: "full" },
  { en: "DISH SOAP 740ML", fr: "SAVON VAISSELLE 740ML", unit: "each", price: [299, 449], tax: "full" },
  { en: "AA BATTERIES 8PK", fr: "PILES AA 8", unit: "each", price: [899, 1299], tax: "full", ecoFee: [24, 36] },
];

/** Per-container deposit in cents, by province and container size; Ontario grocers charge none. */
export function depositPerContainer(province, size) {
  const table = {
    BC: { small: 10, large: 20 },
    AB: { small: 10, large: 25 },
    NS: { small: 10, large: 10 },
    QC: { small: 10, large: 10 },
  };
  return table[province]?.[size] ?? 0;
}
