// Grocery banners, the provinces they trade in, and plausible (made-up) branch addresses and phone numbers.

/** How often each province appears where a chain trades in several. */
const PROVINCE_WEIGHTS = [
  ["ON", 36],
  ["QC", 20],
  ["BC", 17],
  ["AB", 15],
  ["NS", 12],
];

export const STORES = [
  { name: "Loblaws", banner: "LOBLAWS", provinces: ["ON", "BC", "AB"] },
  { name: "No Frills", banner: "NO FRILLS", provinces: ["ON", "BC", "AB", "NS"] },
  { name: "Real Canadian Superstore", banner: "REAL CANADIAN SUPERSTORE", provinces: ["ON", "BC", "AB"] },
  { name: "Atlantic Superstore", banner: "ATLANTIC SUPERSTORE", provinces: ["NS"] },
  { name: "Metro", banner: "METRO", provinces: ["ON", "QC"] },
  { name: "Sobeys", banner: "SOBEYS", provinces: ["ON", "AB", "NS"] },
  { name: "Walmart", banner: "WALMART SUPERCENTRE", provinces: ["ON", "QC", "BC", "AB", "NS"] },
  { name: "Save-On-Foods", banner: "SAVE-ON-FOODS", provinces: ["BC", "AB"] },
  { name: "Food Basics", banner: "FOOD BASICS", provinces: ["ON"] },
  { name: "FreshCo", banner: "FRESHCO", provinces: ["ON", "BC"] },
  { name: "IGA", banner: "IGA", provinces: ["QC"] },
  { name: "Provigo", banner: "PROVIGO", provinces: ["QC"] },
  { name: "Maxi", banner: "MAXI", provinces: ["QC"] },
  { name: "Super C", banner: "SUPER C", provinces: ["QC"] },
];

const CITIES = {
  ON: [
    { city: "TORONTO", area: ["416", "647"], postal: "M" },
    { city: "OTTAWA", area: ["613"], postal: "K" },
    { city: "HAMILTON", area: ["905"], postal: "L" },
    { city: "LONDON", area: ["519"], postal: "N" },
    { city: "MISSISSAUGA", area: ["905"], postal: "L" },
  ],
  QC: [
    { city: "MONTRÉAL", area: ["514"], postal: "H" },
    { city: "QUÉBEC", area: ["418"], postal: "G" },
    { city: "LAVAL", area: ["450"], postal: "H" },
    { city: "GATINEAU", area: ["819"], postal: "J" },
    { city: "SHERBROOKE", area: ["819"], postal: "J" },
  ],
  BC: [
    { city: "VANCOUVER", area: ["604"], postal: "V" },
    { city: "SURREY", area: ["604"], postal: "V" },
    { city: "VICTORIA", area: ["250"], postal: "V" },
    { city: "KELOWNA", area: ["250"], postal: "V" },
  ],
  AB: [
    { city: "CALGARY", area: ["403"], postal: "T" },
    { city: "EDMONTON", area: ["780"], postal: "T" },
    { city: "RED DEER", area: ["403"], postal: "T" },
  ],
  NS: [
    { city: "HALIFAX", area: ["902"], postal: "B" },
    { city: "DARTMOUTH", area: ["902"], postal: "B" },
    { city: "TRURO", area: ["902"], postal: "B" },
  ],
};

const STREETS_EN = ["MAIN ST", "QUEEN ST W", "KING ST E", "BANK ST", "DUNDAS ST", "YONGE ST", "MACLEOD TRAIL SE",
  "WHYTE AVE", "KINGSWAY", "FORT ST", "PORTLAND ST", "ROBIE ST", "BLOOR ST W", "GRANVILLE ST", "17 AVE SW"];
const STREETS_FR = ["RUE SAINTE-CATHERINE", "BOUL. SAINT-LAURENT", "RUE SAINT-DENIS", "CHEMIN SAINTE-FOY",
  "BOUL. DES LAURENTIDES", "RUE KING OUEST", "BOUL. DU PLATEAU", "AVENUE DU MONT-ROYAL"];

// Canada Post never uses D, F, I, O, Q or U in postal codes.
const POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ";

function postalCode(random, firstLetter) {
  const letter = () => random.pick([...POSTAL_LETTERS]);
  return `${firstLetter}${random.int(1, 9)}${letter()} ${random.int(0, 9)}${letter()}${random.int(0, 9)}`;
}

/** A branch: printed address lines, the one-line address for the ground truth, and a 555-01xx phone number. */
export function pickBranch(random, province) {
  const place = random.pick(CITIES[province]);
  const street = `${random.int(12, 4890)} ${random.pick(province === "QC" ? STREETS_FR : STREETS_EN)}`;
  const cityLine = `${place.city} ${province} ${postalCode(random, place.postal)}`;
  const phone = `(${random.pick(place.area)}) 555-01${String(random.int(0, 99)).padStart(2, "0")}`;
  return { street, cityLine, address: `${street}, ${cityLine}`, phone, storeNumber: random.int(1000, 9899) };
}

/**
 * A chain first, so every banner turns up in a few dozen receipts, then one of its provinces. Quebec-only chains
 * count half, which keeps French receipts near the 20% the benchmark asks for.
 */
export function pickStore(random) {
  const store = random.weighted(STORES.map((s) => [s, s.provinces.length === 1 && s.provinces[0] === "QC" ? 0.5 : 1]));
  const province = random.weighted(PROVINCE_WEIGHTS.filter(([p]) => store.provinces.includes(p)));
  return { store, province };
}
