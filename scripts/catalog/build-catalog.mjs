#!/usr/bin/env node
// Build data/catalog/products.csv: regular (non gluten-free) Canadian grocery products that GF items are compared with.
//
// Run from the project root:  node scripts/catalog/build-catalog.mjs
// Inputs (read-only): ../shared/data/{prices_hammer_a,prices_hammer_b,prices_statcan}/ and data/gluten-free/brands.csv
// Output: data/catalog/products.csv (deterministic: same inputs -> byte-identical output) + a summary on stdout.
//
// Only node: built-ins. See data/catalog/README.md for the rules and provenance.

import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvObjects, writeCsvObjects } from './csv.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SHARED = resolve(ROOT, '../shared/data');
const OUT_DIR = resolve(ROOT, 'data/catalog');
const OUT_FILE = resolve(OUT_DIR, 'products.csv');

const COLUMNS = [
  'id', 'name', 'brand', 'category', 'size_value', 'size_unit', 'price_cents',
  'unit_price_cents_per_100', 'source', 'observed_on', 'vendor',
];
const CATEGORIES = [
  'Bread', 'Buns & Bagels', 'Wraps & Pitas', 'Baked Goods', 'Pasta & Noodles', 'Cereal & Oats',
  'Crackers & Pretzels', 'Cookies & Biscuits', 'Snack Bars', 'Baking & Flour', 'Pizza', 'Frozen Breaded',
  'Soups & Sauces', 'Condiments', 'Beer', 'Other',
];
const SRC_A = 'hammer_thk421'; // prices_hammer_a: dated shelf prices
const SRC_B = 'hammer_vanessadyy'; // prices_hammer_b: unit prices only, no dates
const SRC_SC = 'statcan_18100245';
const HAMMER_B_DATE = '2024-11-21'; // commit date of the vanessadyy extract (no per-row dates)
const STATCAN_DATE = '2026-06-01'; // reference month 2026-06

const MIN_PRICE_CENTS = 50;
const MAX_PRICE_CENTS = 6000;

const VENDOR_NAMES = {
  Loblaws: 'Loblaws', NoFrills: 'No Frills', Voila: 'Voila', Walmart: 'Walmart', SaveOnFoods: 'Save-On-Foods',
  Metro: 'Metro', TandT: 'T&T', Galleria: 'Galleria',
};

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

function normText(s) {
  return s
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[™®©*]/g, '')
    .replace(/[\u00a0\s]+/g, ' ')
    .trim();
}

const KEEP_UPPER = new Set(['PC', 'VH', 'BBQ', 'IPA', 'XL', 'XXL', 'II', 'III', 'HP', 'KD', 'DQ', 'USA', 'NY', 'TNT', 'T&T', 'BLT', 'GO', 'AB', 'ON', 'QC', 'BC', 'MSG', 'A&W', 'P&G']);

function titleCaseWord(w) {
  if (KEEP_UPPER.has(w)) return w;
  return w.toLowerCase().replace(/(^|[\s\-/(&.])([a-z])/g, (m, p, c) => p + c.toUpperCase());
}

/** Title-case a string that is written in capitals (keeps short acronyms). */
function titleCase(s) {
  return s.split(' ').map(titleCaseWord).join(' ');
}

const isAllCaps = (s) => /[A-Z]/.test(s) && !/[a-z]/.test(s);

function slug(s) {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Order-insensitive normalised name for de-duplication. */
function dedupName(name) {
  const toks = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'s\b/g, 's')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t && t !== 'and' && t !== 'the' && t !== 'with');
  return [...new Set(toks)].sort().join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Size parsing

const NUM = String.raw`(\d+(?:[.,]\d{1,3})?|\d*\.\d+)`;
const MASSVOL =
  String.raw`(kilograms?|kilos?|kgs?|grams?|grammes?|gr|g|millilit(?:re|er)s?|mls?|lit(?:re|er)s?|ltr|lt|l|lbs?|pounds?|fl\.? ?oz|oz)`;
const UNIT_END = String.raw`(?![a-z0-9])`;
const NOT_NUTRIENT = String.raw`(?!\.?\s*(?:of\s+)?(?:protein|sugars?|fib(?:re|er)|fat|carbs?|net carbs|whole grains?|sodium|per\b|serving))`;
const RE_MULTI_A = new RegExp(String.raw`(?<![\w.])(\d{1,3})\s*[x×*]\s*${NUM}\s*${MASSVOL}${UNIT_END}`, 'gi');
const RE_MULTI_B = new RegExp(String.raw`(?<![\w.])${NUM}\s*${MASSVOL}\s*[x×*]\s*(\d{1,3})${UNIT_END}`, 'gi');
const RE_SINGLE = new RegExp(String.raw`(?<![\w.])${NUM}\s*${MASSVOL}${UNIT_END}${NOT_NUTRIENT}`, 'gi');
const COUNT_NOUNS =
  String.raw`(?:pack|pk|pks|packs|ct|count|each|ea|pcs|pieces?|bagels?|buns?|rolls?|tortillas?|wraps?|pitas?|naans?|english muffins|muffins?|waffles?|pancakes?|croissants?|bars?|cookies?|slices?|loaves|cakes?|cupcakes?|pouches|packets|sachets|bottles|cans|servings?|donuts?|tarts?|pies?|pockets?|sandwiches|thins|crumpets|scones?|biscuits?|cones?|squares)`;
const RE_COUNT = new RegExp(String.raw`(?<![\w.])(\d{1,3})\s*-?\s*${COUNT_NOUNS}${UNIT_END}`, 'gi');
const RE_PACK_OF = /\b(?:pack|box|case) of (\d{1,3})\b/gi;
const RE_PURE_COUNT = new RegExp(String.raw`(?<![\w.])(\d{1,3})\s*-?\s*(?:pack|pk|pks|packs|ct|count|each|ea|pcs|pieces)${UNIT_END}`, 'gi');

function toNumber(s) {
  return Number(s.replace(',', '.'));
}

function convert(value, unitRaw) {
  const u = unitRaw.toLowerCase().replace(/\s|\./g, '');
  if (/^(kilograms?|kilos?|kgs?)$/.test(u)) return { value: value * 1000, unit: 'g' };
  if (/^(grams?|grammes?|gr|g)$/.test(u)) return { value, unit: 'g' };
  if (/^(millilit(re|er)s?|mls?)$/.test(u)) return { value, unit: 'ml' };
  if (/^(lit(re|er)s?|ltr|lt|l)$/.test(u)) return { value: value * 1000, unit: 'ml' };
  if (/^(lbs?|pounds?)$/.test(u)) return { value: value * 453.592, unit: 'g' };
  if (/^floz$/.test(u)) return { value: value * 29.5735, unit: 'ml' };
  if (/^oz$/.test(u)) return { value: value * 28.3495, unit: 'g' };
  return null;
}

function roundSize(v) {
  return v >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
}

/**
 * Parse the package size from a product name.
 * Returns { mass: {value, unit} | null, count: number | null, spans: [[start,end],...] } where spans are
 * the matched size texts (for removal from the display name).
 */
function parseSize(name) {
  const spans = [];
  let mass = null;
  const multis = [];
  for (const m of name.matchAll(RE_MULTI_A)) {
    const c = convert(toNumber(m[2]), m[3]);
    if (c) multis.push({ idx: m.index, value: c.value * Number(m[1]), unit: c.unit });
    spans.push([m.index, m.index + m[0].length]);
  }
  for (const m of name.matchAll(RE_MULTI_B)) {
    const c = convert(toNumber(m[1]), m[2]);
    if (c) multis.push({ idx: m.index, value: c.value * Number(m[3]), unit: c.unit });
    spans.push([m.index, m.index + m[0].length]);
  }
  const singles = [];
  for (const m of name.matchAll(RE_SINGLE)) {
    if (spans.some(([a, b]) => m.index >= a && m.index < b)) continue;
    const v = toNumber(m[1]);
    const c = convert(v, m[2]);
    if (c && v > 0) singles.push({ idx: m.index, value: c.value, unit: c.unit });
    spans.push([m.index, m.index + m[0].length]);
  }
  if (multis.length) mass = multis[multis.length - 1];
  else if (singles.length) {
    mass = { ...singles[singles.length - 1] };
    // "42 g, 5 ct, 10 bars" (per-item weight followed by a count and no total): multiply by the last count
    const after = name.slice(mass.idx).replace(RE_SINGLE, ' ');
    const cm = [...after.matchAll(/,\s*(\d{1,3})\s*-?\s*(?:ct|count|bars|pouches|packets|sachets|cups|cookies|pack|pk|waffles|muffins|pieces)\b/gi)];
    if (mass.value < 100 && cm.length) mass.value *= Number(cm[cm.length - 1][1]);
  }
  // A single later size that states the total (e.g. "10 x 23 g, 230 g") agrees anyway; prefer multi otherwise.

  let count = null;
  const counts = [];
  for (const m of name.matchAll(RE_COUNT)) counts.push({ idx: m.index, n: Number(m[1]) });
  for (const m of name.matchAll(RE_PACK_OF)) counts.push({ idx: m.index, n: Number(m[1]) });
  if (counts.length) count = counts[counts.length - 1].n;
  for (const m of name.matchAll(RE_PURE_COUNT)) spans.push([m.index, m.index + m[0].length]);
  for (const m of name.matchAll(RE_PACK_OF)) spans.push([m.index, m.index + m[0].length]);
  if (count !== null && (count < 1 || count > 120)) count = null;
  return {
    mass: mass ? { value: roundSize(mass.value), unit: mass.unit } : null,
    count,
    spans,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Name cleaning and brands

function cleanName(raw, vendor, spans) {
  let s = raw;
  // remove size spans (from the end so indexes stay valid)
  const sorted = [...spans].sort((a, b) => b[0] - a[0]);
  for (const [a, b] of sorted) s = s.slice(0, a) + ' ' + s.slice(b);
  s = s.replace(/\((?:bottles|cans|box|bag|pouch|tub|jar|pack)\)/gi, ' ');
  // Walmart descriptions: "Swanson Beef Pie: flaky crust filled with ..." -> keep the part before the colon
  const colon = /^([^:]{8,}?):\s+\S.{20,}$/.exec(s);
  if (colon && colon[1].split(' ').length >= 3) s = colon[1];
  s = s.replace(/\(\s*[,;-]?\s*\)/g, ' ');
  // comma segments: drop empty / duplicated / ALL-CAPS code segments (Walmart style)
  const segs = s.replace(/\$\d+(?:\.\d{2})?/g, ' ').split(/\s*,(?=\s|$)\s*/).map((x) => x.trim());
  const kept = [];
  for (const seg of segs) {
    const t = seg.replace(/^[\s\-–:;/|]+|[\s\-–:;/|]+$/g, '').trim();
    if (!t) continue;
    const norm = dedupName(t);
    if (!norm) continue;
    if (kept.length && isAllCaps(t) && !isAllCaps(kept[0]) && /[A-Z]{2}/.test(t)) continue;
    if (kept.some((k) => dedupName(k) === norm || (norm.length > 8 && dedupName(k).includes(norm)))) continue;
    if (kept.length) {
      // a later segment that mostly repeats the first one ("Organic Breaded Chicken Fillets") or is marketing copy
      const first = new Set(dedupName(kept[0]).split(' '));
      const toks = norm.split(' ');
      if (toks.length >= 2 && toks.filter((x) => first.has(x)).length / toks.length >= 0.6) continue;
      if (/^(made|ready|microwave|two simple|prepared|perfect|great for|bursting|hands up|with real|school snacks|boxed cookies|\d+ servings|net w)/i.test(t)) continue;
      if (toks.length > 6) continue;
    }
    if (kept.length && /^(?:size|weight|pack|value pack|bag|box|bottle|frozen)$/i.test(t)) continue;
    kept.push(t);
  }
  s = kept.join(', ');
  s = s
    .replace(/\s+-\s+-\s+/g, ' - ')
    .replace(/\s*-\s*$/g, '')
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,.\-–:;]+|[\s,\-–:;/]+$/g, '')
    .replace(/^E-(?=[A-Z])/, '')
    .trim();
  if (isAllCaps(s)) s = titleCase(s);
  return s;
}

// Known brands (canonical spelling). Longest match at the start of the name wins.
const MANUAL_BRANDS = [
  "Dempster's", 'Wonder', 'Villaggio', 'Country Harvest', 'Stonemill', 'ACE Bakery', "D'Italiano", 'POM',
  'Bon Matin', 'Silver Hills', 'Gadoua', 'Weston', 'Bimbo', "Ben's Original", "Ben's", 'Sara Lee', "Thomas'", 'Thomas',
  'Villaggio', 'Stonemill Bakehouse', "Tim Hortons", 'Casa Mendosa', 'Mission', 'Old El Paso', 'Olafson\'s',
  'Catelli', 'Barilla', 'Primo', 'Italpasta', 'Unico', 'De Cecco', 'Garofalo', 'Rummo', 'Lancia', 'Molisana',
  'La Molisana', 'Rana', 'Giovanni Rana', 'Olivieri', 'Kraft', 'Kraft Dinner', 'Knorr', 'Lipton', "Campbell's",
  'Heinz', 'Club House', 'Kikkoman', 'VH', 'Lee Kum Kee', 'Robin Hood', 'Five Roses', 'Rogers', 'Betty Crocker',
  'Duncan Hines', 'Pillsbury', 'Pearl Milling Company', 'Aunt Jemima', 'Eggo', "Kellogg's", 'Kelloggs', 'General Mills',
  'Post', 'Quaker', 'Nature Valley', 'Christie', 'Ritz', 'Triscuit', 'Oreo', 'Chips Ahoy!', 'Chips Ahoy', 'Dare',
  'Bear Paws', 'Peek Freans', 'Leclerc', "Mr. Christie's", "Voortman", 'Pepperidge Farm', 'Goldfish', 'Cheez-It',
  'Wheat Thins', 'Breton', 'Crispers', 'Bits & Bites', "Snyder's of Hanover", "Snyder's", 'Rold Gold', 'Kashi',
  "Nature's Path", 'Jordans', 'Special K', 'Cheerios', "Annie's", 'Kind', 'Clif', 'Quest', 'Sunbelt', 'Mr. Noodles',
  'Nissin', 'Maruchan', 'Sapporo Ichiban', 'Nongshim', 'Indomie', 'Molson', 'Labatt', 'Budweiser', 'Coors',
  'Sleeman', 'Stella Artois', 'Corona', 'Heineken', 'Guinness', 'Dr. Oetker', 'Delissio', 'McCain', 'Pizza Pops',
  'Janes', 'High Liner', 'Maple Leaf', 'Schneiders', 'President\'s Choice', 'PC', 'No Name', 'Compliments',
  'Great Value', 'Selection', 'Irresistibles', "Longo's", 'Farm Boy', 'Western Family', 'Life Smart', 'Our Finest',
  'Sensations by Compliments', 'Compliments Balance', 'Michelina\'s', "Stouffer's", 'Lean Cuisine', 'Healthy Choice',
  'Swanson', 'Chef Boyardee', 'Vachon', 'Jos Louis', 'Hostess', 'Little Debbie', "Mrs. Smith's", 'Tenderflake',
  'Sweet Maple', 'Dufour', 'Tre Stelle', 'Cavendish', 'Fibre 1', 'Fiber One', 'Nutri-Grain', 'Belvita', 'belVita',
  'Lay\'s', 'Tostitos', 'Doritos', 'Twizzlers', 'Pop-Tarts', 'Carr\'s', 'Jacob\'s', 'Dad\'s', 'Fudgee-O', 'Celebration',
  'Lotus Biscoff', 'Biscoff', 'Bonne Maman', 'St Michel', 'Bauducco', 'Walkers', 'McVitie\'s', 'Arnott\'s', 'Meiji',
  'Lotte', 'Pocky', 'Glico', 'Haitai', 'Orion', 'Hello Panda', 'Loacker', 'Ferrero', 'Kinder', 'Nutella',
  'Ace', 'Udon', 'Ottogi', 'Samyang', 'Paldo', 'Nongshim', 'Wai Wai', 'Mama', 'Yakisoba', 'Yaki Soba', 'Kame',
  'Sun-Rype', 'SunRype', 'Made Good', 'MadeGood', 'Larabar', 'Kind', 'Simply Protein', 'Nature\'s Bakery',
  'Rice Krispies', 'Froot Loops', 'Frosted Flakes', 'Corn Flakes', 'Mini-Wheats', 'Vector', 'Honey Bunches of Oats',
  'Alpen', 'Weetabix', 'Red River', 'Cream of Wheat', 'Shreddies', 'Cinnamon Toast Crunch', 'Lucky Charms',
  'Golden Grahams', 'Reese Puffs', 'Life', 'Mini Wheats', 'Crunchy Nut', 'Harvest Crunch', 'Sunny Crunch',
  'One Degree', 'Holy Crap', 'Bob\'s Red Mill', 'King Arthur', 'Anna', 'Sapori', 'Dr Oetker', 'Giuseppe',
  'Pizza Nova', 'Pizzaiolo', 'Ristorante', 'Casa di Mama', 'Feuille d\'Or', 'Gardein', 'Beyond Meat', 'Yves',
  'Janes Pub Style', 'Highliner', 'Captain Highliner', 'Gorton\'s', 'Van de Kamp\'s', 'Tyson', 'Lilydale',
  'Maple Lodge Farms', 'Prime', 'Toppits', 'Bistro Selects', 'Pillsbury Grands!', 'Old Mill', 'Maison Cousin',
  'Stonefire', 'Kontos', 'Pita Break', 'Toufayan', 'Brothers', 'Furlani', 'Cobs', 'COBS Bread', 'Ace Bakery',
  'Wasa', 'Ryvita', 'Finn Crisp', 'Mary\'s', 'Blue Menu', 'Nabisco', 'Premium Plus', 'Stoned Wheat Thins',
  'Sociables', 'Melba', 'Old London', 'Manischewitz', 'Streit\'s', 'Yehuda', 'Maple Leaf Top Dogs',
  'Kawartha Dairy', 'Mrs. Dash', 'OXO', 'Bisto', 'Bovril', 'Shake \'n Bake', 'Stove Top', 'Kraft Stove Top',
  'Classico', 'Prego', 'Ragu', 'Hunt\'s', 'Clover Leaf', 'Lundberg', 'San Remo', 'Panache', 'Sugar Bowl Bakery',
  'Chapman\'s', 'Jiffy', 'Krusteaz', 'Bisquick', 'Fleischmann\'s', 'Magic', 'Uncle Ben\'s',
  'Rustica', 'Sober Carpenter', 'Fiorfiore', 'Kim Phat', 'Grissol', 'Byblos', 'Bertolli', "Reese's Puffs", "Pinty's", 'Swiss Chalet',
  "Rudolph's", 'Wong Wing', 'Yumi Organics', 'Yumi', "Stacy's", 'Franco American', 'Dimpflmeier', 'Foods For Life', 'La Petite Bretonne',
  'La Tortilla Factory', 'La Tortilla', 'Panjimi', 'Blue Dragon', 'Matheson', "P.F. Chang's", 'Pasta Roni', 'Ricardo', 'Dorset Cereals',
  'RxBar', 'Hungry-Man', 'Hungry Man', 'Better Than Bouillon', 'Athletic Brewing', 'Partake Brewing', 'Partake', 'Casbah', 'Farkay', 'Heiwa',
  "Reser's", 'Dan-D Pak', 'Dan-D-Pak', 'Dan-D Park', 'Munchies', 'Town House', 'Tre Marie', 'Viva Puffs', 'Atkins', 'Cookie Bluff', 'Flourish',
  'Stefano', '40 Fathoms', 'Impossible Foods', 'Impossible', 'Mina', 'Zabiha Halal', 'Baton Rouge', 'GoBio', 'McCormick', 'McCormick Gourmet',
  'Golden Dragon', 'Auger', 'Kasseler', 'Oroweat', 'Sun-Maid', 'Oakrun Farm Bakery', 'Shana', 'Tia Rosa', 'Weight Watchers', 'WW', 'Crown',
  'Top Dessert', 'Two-Bite', 'Two Bite', 'Al Fez', 'Chef Woo', 'Nong Shim', 'TAST!EZ', "Harmon's", 'Sum-m!', 'Summ!', 'KJ', 'Gelda', "O'Tasty",
  'O Tasty', "Brar's", 'Apna Taste', 'Mandarin', 'Marcangelo', 'SunGold', "Montana's", 'Foongs Kitchen', 'Puritan', 'Siwin', 'Boston Market',
  "Mrs. Cubbison's", "Mrs Cubbison's", 'Panda', 'Darrell Lea', 'Habitant', 'Sprague', '34 Degrees', 'Lea & Perrins', 'Silver Swan',
  'Chungjungone', 'Verka', 'Mid-Day', 'Phillips', 'Crave', 'Smart Ones', "Marie Callender's", 'Green Giant', 'Honey Maid', 'Cheetos',
  'Lifestyle Selections', 'Oatmeal Crisp', 'Morning Crisp', 'Bob\'s', 'Country Classic', 'Butterball', 'Sigdal Bakeri', 'Allessia', 'Beyond',
  'Gay Lea', 'Janes Pub Style', 'Jane\'s', 'Hostess', 'Grace', 'St. Hubert', 'Delissio', 'Mr. Noodles', 'Sapporo Ichiban', 'Blue Menu',
  'Di Martino', 'Bobs Red Mill', 'Bassili\'s Best', 'Natursource', 'Wagon Wheels', 'Whippet', 'Goodfood', 'Amy\'s Kitchen', 'Old Dutch', 'Quaker Harvest Crunch',
];

// Spelling variants -> canonical brand
const BRAND_ALIASES = {
  kelloggs: "Kellogg's", kellogg: "Kellogg's", 'cheez it': 'Cheez-It', hersheys: "Hershey's", campbells: "Campbell's", 'go pure': 'GO Pure',
  sunrype: 'SunRype', 'sun-rype': 'SunRype', 'natur source': 'Natursource', michelina: "Michelina's", 'chips ahoy': 'Chips Ahoy!',
  'australia darell lea': 'Darrell Lea', 'hungry man': 'Hungry-Man', 'hungry-man xl bowls': 'Hungry-Man', 'kind breakfast bar': 'Kind',
  'dan-d park': 'Dan-D Pak', 'dan-d-pak': 'Dan-D Pak', 'o tasty': "O'Tasty", "o'tasty dumplings": "O'Tasty", 'two bite': 'Two-Bite',
  'summ!': 'Sum-m!', "mrs cubbison's": "Mrs. Cubbison's", 'nong shim': 'Nongshim', 'dr oetker': 'Dr. Oetker', 'impossible': 'Impossible Foods',
  partake: 'Partake Brewing', "jane's": 'Janes', 'janes pub style': 'Janes', 'stonemill bakehouse': 'Stonemill', 'bobs red mill': "Bob's Red Mill",
  "bob's": "Bob's Red Mill", 'mrs cubbisons': "Mrs. Cubbison's", 'yumi': 'Yumi Organics', "amy's kitchen": "Amy's", 'oakrun farm bakery': 'Oakrun Farm',
  'whippet': 'Dare', 'wagon wheels': 'Dare', 'beyond': 'Beyond Meat', 'meiji giant hello panda cookies': 'Meiji', 'pillsbury grands!': 'Pillsbury',
  'compliments balance': 'Compliments', 'knorr sidekicks': 'Knorr', 'kraft dinner': 'Kraft', 'quaker harvest crunch': 'Quaker', 'la tortilla': 'La Tortilla Factory',
  thomas: "Thomas'", "thomas'": "Thomas'", 'cheetos': 'Cheetos', "bassili's best": "Bassili's Best", 'bassilis best': "Bassili's Best",
};

const RE_NOT_A_BRAND =
  /\b(cookies?|crackers?|bread|buns?|bagels?|pasta|cereal|bars?|pizza|soup|sauce|flour|mix|chips|snacks?|cake|organic|frozen|dumplings?|potatoes|chicken|beef|rolled|oats|quick|valley selections|partners)\b/i;

function canonBrand(b) {
  if (!b) return '';
  const a = BRAND_ALIASES[b.toLowerCase()];
  return a || b;
}

function buildBrandLexicon(hammerB) {
  const lex = new Map(); // lowercased key -> canonical
  const add = (b) => {
    const c = normText(b);
    const key = c.toLowerCase();
    if (!key || key.length < 2) return;
    if (!lex.has(key)) lex.set(key, c);
  };
  for (const b of MANUAL_BRANDS) add(b);
  // Save-On-Foods names are "Brand - Product, Size"; collect brand prefixes seen at least twice.
  const freq = new Map();
  for (const r of hammerB) {
    if (r.vendor !== 'SaveOnFoods') continue;
    const m = /^(.{2,32}?) - /.exec(normText(r.product_name));
    if (!m || /^\d/.test(m[1]) || m[1].split(' ').length > 3 || RE_NOT_A_BRAND.test(m[1])) continue;
    const b = isAllCaps(m[1]) ? titleCase(m[1]) : m[1];
    freq.set(b, (freq.get(b) || 0) + 1);
  }
  for (const [b, n] of [...freq.entries()].sort()) if (n >= 2) add(b);
  return lex;
}

function detectBrand(name, lex) {
  const low = name.toLowerCase();
  let best = null;
  for (const [key, canon] of lex) {
    if (low.startsWith(key) && (low.length === key.length || /[^a-z0-9']/.test(low[key.length]) || key.endsWith('.') || key.endsWith('!'))) {
      if (!best || key.length > best.key.length) best = { key, canon };
    }
  }
  return best ? best.canon : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Exclusions and categories (keyword rules on the lower-cased, cleaned name; first matching rule wins)

const RE_GF = /gluten[- ]?free|sans gluten|\bgf\b|c[oe]{1,2}liac/i;

// Naturally gluten-free alternatives and GF-style products that are not "regular" comparators.
const RE_NATURALLY_GF = new RegExp(
  [
    String.raw`\bgrain[- ]free\b`, String.raw`\bwheat[- ]free\b`, String.raw`\brice pasta\b`,
    String.raw`\b(chickpea|lentil|red lentil|black bean|bean|edamame|pea|quinoa|cauliflower|corn)s? (pasta|penne|rotini|spaghetti|fusilli|elbows|noodles|linguine|crust|pizza|flatbreads?|wraps?|tortillas?|gnocchi|rice|thins)\b`,
    String.raw`\bkonjac\b`, String.raw`\bcassava\b`, String.raw`\btortilla strips\b`, String.raw`\bshirataki\b`, String.raw`\b(almond|coconut|rice|tapioca|cassava|chickpea|potato|buckwheat|oat|corn|quinoa|sorghum|millet|teff|banana|cricket) (flour|starch)\b`,
    String.raw`\bcorn ?starch\b`, String.raw`\bmasa\b`, String.raw`\bcornmeal\b`, String.raw`\bglass noodles\b`,
    String.raw`\bbean thread\b`, String.raw`\brice (noodles?|vermicelli|sticks?|stick noodles|paper|cakes?|crisps?|chips|thins|crackers?|ramen)\b`,
    String.raw`\bbrown rice\b`, String.raw`\bwild rice\b`, String.raw`\bvermicelli rice\b`, String.raw`\bpho\b`, String.raw`\bzucchini noodles\b`,
    String.raw`\bspaghetti squash\b`, String.raw`\bveggie noodles\b`, String.raw`\bkelp noodles\b`, String.raw`\bplantain\b`,
    String.raw`\bcorn tortillas?\b`, String.raw`\btortilla chips\b`, String.raw`\btaco shells?\b`, String.raw`\bpotato chips\b`,
    String.raw`\bchex\b(?! mix)`, String.raw`\bpuffed rice\b`, String.raw`\bnut[- ]thins\b`, String.raw`\bpaleo\b`,
    String.raw`\bmillet\b`, String.raw`\bbuckwheat\b`, String.raw`\bsoba\b.*\b100%`, String.raw`\bpopcorn\b(?! (chicken|shrimp))`,
    String.raw`\bpork rinds\b`, String.raw`\bcheese crisps\b`, String.raw`\bseaweed\b`,
  ].join('|'),
  'i',
);

// Things that are not in scope but share a keyword with a category (ice cream "cookies & cream", cheese "pizza
// mozzarella", yogurt "with granola", beverages "oat", coffee "cake" flavours ...).
const RE_OUT_OF_SCOPE = new RegExp(
  [
    String.raw`\bice[- ]cream\b`, String.raw`\bdrumstick\b`, String.raw`\bfries\b`, String.raw`\bhash ?browns?\b`, String.raw`\bkit kat\b`, String.raw`\bcoffee crisp\b`, String.raw`\bgelato\b`, String.raw`\bsorbet\b`, String.raw`\bfrozen (dessert|treats?|yogh?urt|novelty|confection)\b`,
    String.raw`\bpopsicles?\b`, String.raw`\byogh?urts?\b`, String.raw`\bcreamers?\b`, String.raw`\bcoffee (enhancer|pods?|beans?)\b`, String.raw`\bk-cups?\b`,
    String.raw`\bground coffee\b`, String.raw`\bwhole bean\b`, String.raw`\binstant coffee\b`, String.raw`\bcracker barrel\b`, String.raw`\bcracker jack\b`,
    String.raw`\b(dog|pet|cat|puppy|kitten) (food|treats?|biscuits?|chews?)\b`, String.raw`\bshampoo\b`, String.raw`\bsoap\b`, String.raw`\bcandles?\b`,
    String.raw`\bvitamins?\b`, String.raw`\bsupplements?\b`, String.raw`\binfant\b`, String.raw`\bbaby\b`, String.raw`\btoddler\b`, String.raw`\bbeverages?\b`,
    String.raw`\bdrinks?\b`, String.raw`\bjuices?\b`, String.raw`\bsodas?\b`, String.raw`\bsmoothies?\b`, String.raw`\bkombucha\b`, String.raw`\blattes?\b`,
    String.raw`\boat ?milk\b`, String.raw`\b(protein|meal replacement) shakes?\b`, String.raw`\bmozzarella\b(?! sticks)`, String.raw`\bshredded cheese\b`,
    String.raw`\bcheese (slices|strings?|sticks|block|shreds|spread|curds|dip)\b`, String.raw`\bsliced cheese\b`, String.raw`\bcream cheese\b`, String.raw`\bcheddar cheese\b`,
    String.raw`\bparmesan cheese\b`, String.raw`\bspreads?\b`, String.raw`\bdips?\b`, String.raw`\bhummus\b`, String.raw`\bsalsa\b`, String.raw`\bpesto\b`,
    String.raw`\bketchup\b`, String.raw`\bmustard\b`, String.raw`\bmayo(nnaise)?\b`, String.raw`\bdressing\b`, String.raw`\bvinaigrette\b`, String.raw`\bsyrup\b`,
    String.raw`\bpickles?\b`, String.raw`\bseasonings?\b`, String.raw`\bspice mix\b`, String.raw`\brub\b`, String.raw`\bcandy\b`, String.raw`\bcandies\b`, String.raw`\bgum\b`,
    String.raw`\blip balm\b`, String.raw`\bchocolate chips\b(?! cookies?)`, String.raw`\bbaking chips\b`, String.raw`\bsprinkles\b`, String.raw`\bfrosting\b`,
    String.raw`\bicing\b(?! ?(cookies?|cakes?))`, String.raw`\bfood colou?r`, String.raw`\bextract\b`, String.raw`\byeast\b`, String.raw`\bbaking (powder|soda)\b`,
    String.raw`\bvital wheat gluten\b`, String.raw`\bgluten flour\b`, String.raw`\bwheat gluten\b`, String.raw`\btea bags?\b`, String.raw`\b(green|black|herbal|iced|chai|rooibos) tea\b`,
    String.raw`\bjerky\b`, String.raw`\bbeef steak nuggets\b`, String.raw`\bwaffle (fries|cut)\b`, String.raw`\bpie filling\b`, String.raw`\bfruit filling\b`,
    String.raw`\bcookie butter\b`, String.raw`\bcake (decorating|toppers?|boards?|pans?|liners?|stand)\b`, String.raw`\bcupcake liners\b`, String.raw`\bcookie cutters?\b`,
    String.raw`\bnuggets? potatoes\b`, String.raw`\bpotato(es)? (nuggets|tots|puffs)\b`, String.raw`\btater tots\b`, String.raw`\bcat\b`, String.raw`\bkitty\b`,
    String.raw`\bfragrance\b`, String.raw`\bair freshener\b`, String.raw`\bdetergent\b`, String.raw`\bpudding (cups?|snacks?)\b`, String.raw`\bsnack pack\b`,
    String.raw`\bcocoa mix\b`, String.raw`\bhot chocolate\b`, String.raw`\bwhisk(e)?y\b`, String.raw`\bvodka\b`, String.raw`\bwine\b`, String.raw`\bcider\b`,
    String.raw`\bcereal milk\b`, String.raw`\bmilkshake\b`, String.raw`\bprotein powder\b`, String.raw`\bbreakfast (sausages?|sandwich(es)?)\b`,
    String.raw`\bfrozen (dinner )?rolls? dough\b`, String.raw`\bpasta salad\b`, String.raw`\bcheese (and|&) crackers snack\b`,
    String.raw`\d+(\.\d+)? ?% ?m\.?f\b`, String.raw`\bcadbury\b`, String.raw`\bwerther'?s\b`, String.raw`\bviolet crumble\b`, String.raw`\bmars\b`,
    String.raw`\bgood thins\b`, String.raw`\bbaking spray\b`, String.raw`\bbread booster\b`, String.raw`\bamino\b`, String.raw`\beverything but the bagel\b`,
    String.raw`\btofu\b`, String.raw`\bkaju\b`, String.raw`\bgorilla munch\b`, String.raw`\bcorn puffs\b`, String.raw`\bnut mix\b`, String.raw`\bcrabless\b`,
    String.raw`\bsquash\b`, String.raw`\bdeli\b`, String.raw`\bsunchips\b`,
  ].join('|'),
  'i',
);

// "butter" in a name is only in scope with a baked/grain product word (butter cookies, butter croissants, ...)
const RE_BUTTER_OK =
  /\b(cookies?|biscuits?|croissants?|tarts?|crackers?|bread|buns?|rolls|muffins?|cakes?|shortbread|bars?|puffs|oats?|oatmeal|granola|cereal|pasta|noodles|chicken|pretzels?|wafers?|waffles?|pancakes?|pie|pastry|pastries|cups|crumbs|mix|dough|flour|bagels?|brioche|loaf|thins|crisps|fingers|sandwich|nibs|bites|twists|scones?|panko|gravy|sauce|soup)\b/i;

const rule = (category, include, exclude = null) => ({ category, include, exclude });
const rx = (parts) => new RegExp(String.raw`\b(?:${parts.join('|')})\b`, 'i');

const RULES = [
  // 1. Soups, gravies, sauce mixes and cream/cheese sauces (mostly thickened with wheat flour)
  rule(
    'Soups & Sauces',
    rx([
      'cream of \\w+', 'creamy \\w+( \\w+)? soup', 'condensed( \\w+)*? soup', 'soup,? condensed', 'condensed soup', 'chowders?', 'bisques?',
      '(chicken|beef|turkey|homestyle|classic|roast chicken|spicy chicken|creamy chicken) noodle( soup)?', 'noodle soup', 'barley soup', 'beef barley',
      '(&|and|with) barley', 'minestrone', 'italian wedding', 'alphabet soup', 'dumpling soup', 'chicken (a|à) ?la king', 'soup mix(es)?', 'mix for soup', 'cup-a-soup',
      'gravy', 'gravies', 'poutine sauce', 'bouillon', 'stock cubes', 'oxo', 'bovril', 'bisto', 'sauce mix(es)?', 'alfredo (pasta )?sauce',
      'alfredo di toscana', 'carbonara sauce', 'cheese sauce', 'white sauce', 'bechamel', 'hollandaise', 'stroganoff sauce', 'cream soup',
      'broccoli (and|&) cheese soup', 'broccoli cheddar soup', 'cheddar broccoli soup', 'potato (and|&) bacon soup', 'french onion soup', 'onion soup',
    ]),
    rx(['instant noodles?', 'instant', 'ramen', 'ramyun', 'cup noodles?', 'cup o noodles', 'noodle bowls?', 'bowl noodle', 'mr\\.? noodles', 'udon',
      'nongshim', 'nissin', 'sapporo', 'maruchan', 'samyang', 'soup bowls?', 'crackers?', 'miso', 'frozen meal', 'frozen entr[eé]e', 'potatoes', 'broccoli in',
      'with cheese sauce', 'vegetable mix', 'frozen (broccoli|vegetables|cauliflower)', 'dinner:', 'barley (flakes|flour|pearl|pot)', 'pearl barley',
      'pot barley', 'barley malt', 'rice', 'lentil', 'amy\'?s', 'pies?', 'tofurky', 'roast (&|and) gravy', 'cookies?']),
  ),
  // 2. Condiments whose regular versions contain wheat (soy-based sauces, malt vinegar)
  rule(
    'Condiments',
    rx([
      'soy sauce', 'soya sauce', 'teriyaki (sauce|marinade|glaze)', 'hoisin', 'oyster (flavou?red )?sauce', 'worcestershire',
      'malt vinegar', 'black bean sauce', 'stir[- ]fry sauce', 'kung pao sauce', 'sukiyaki sauce', 'yakisoba sauce',
      'tonkatsu sauce', 'sweet soy', 'kecap manis', 'ponzu', 'unagi sauce', 'katsu sauce', 'bulgogi (sauce|marinade)',
      'general tao sauce', 'sesame sauce', 'sushi sauce',
    ]),
    rx(['tamari', 'soy-free', 'coconut aminos', 'chips', 'nuts', 'almonds', 'seeds', 'crackers?', 'noodles', 'chicken', 'beef', 'pork', 'salmon', 'shrimp', 'tofu', 'bowls?', 'meatballs']),
  ),
  // 3. Baking mixes, wheat flours, crumbs, doughs (intermediate ingredients)
  rule(
    'Baking & Flour',
    rx([
      '(cakes?|cupcakes?|muffins?|brownies?|cookies?|pancakes?|waffles?|crepes?|breads?|biscuits?|scones?|cornbread|pizza( crust| dough)?|pie crust|pastry|baking|tempura|batter|coating|breading|fish crisp|loaf|donuts?|cheesecake|dumpling|matzo ball|pound cake|angel food|bannock|banana bread|pretzel|chocolate chip cookie|oatmeal cookie|sugar cookie)( (and|&) (waffle|muffin|pancake|cookie|bar|crust))?( baking)? mix(es)?',
      'wiener wraps?', 'yorkshire pudding mix',
      'mix for (cake|muffins?|pancakes?|brownies?|cookies?|bread)', 'bisquick', "shake ['n]+ ?bake", 'coating mix', 'seasoned coating',
      '(all[- ]purpose|whole wheat|whole grain|bread|cake (and|&) pastry|pastry|unbleached|white|spelt|rye|durum|self[- ](raising|rising)|red fife|ancient grains?|enriched|organic|stone[- ]ground|wheat|sifted|no name|robin hood|five roses|rogers|pc|great value)( \\w+)? flour',
      'flour', 'semolina', 'wheat germ', 'wheat bran', 'farina', 'bulgur', 'bulghur', 'freekeh', 'wheat berries', 'seitan',
      'bread ?crumbs', 'breadcrumb', 'crumbs', 'panko', 'stuffing', 'stove top', 'graham crumbs', 'cracker crumbs',
      'pie (shells?|crusts?|dough|pastry)', 'tart shells', 'tartlet shells', 'puff pastry', 'phyllo', 'filo', 'pastry (sheets|shells|dough)',
      'pizza dough', 'crescent (rolls|dough)', 'cookie dough', 'biscuit dough', 'bread dough', 'croissant dough', 'dough',
      'pizza crust mix', 'ready to bake',
    ]),
    rx(['tortillas?', '(?<!wiener )wraps?', 'nuggets', 'fillets?', 'frozen fish', 'shrimp', 'breaded', 'battered', 'cookie dough (flavou?r|bites|bars?|protein)', 'protein bars?',
      'ice cream', 'bars?', 'cereal', 'snack', 'balls', 'mushrooms', 'salmon', 'pinwheel', 'frozen meal', '(baked|roast) turkey', 'stuffed', 'spray', 'dinner']),
  ),
  // 4. Breaded / battered frozen foods
  rule(
    'Frozen Breaded',
    rx([
      'breaded', 'battered', 'beer[- ]battered', 'nuggets?', 'fish sticks', 'fish fingers', 'popcorn (chicken|shrimp)',
      'chicken (strips|fingers|fries|bites|tenders|popcorners?|dippers|chunks)', '(breaded|crispy|pub style) chicken burgers?', 'schnitzel', 'cordon bleu',
      'chicken kiev', 'panko', 'tempura', 'crispy (chicken|fish|shrimp|fillets?|haddock|cod|pollock)', 'fish (&|and) chips',
      'onion rings', 'mozzarella sticks', 'jalape[nñ]o poppers', 'crispy tenders', 'chicken cutlettes', 'cutlettes', 'fish burgers?',
      'crusted (fish|fillets?|haddock|cod|tilapia|salmon|sole)', 'crunchy (fish|fillets?|shrimp|chicken)', 'katsu', 'karaage',
      'fish portions', 'fish fillets? in batter', 'pub style', 'southern style', 'buffalo style',
    ]),
    rx(['crumbs', 'breadcrumbs', 'mix', 'chocolate', 'gold', 'raw', 'fresh', 'grilled', 'roasted', 'unbreaded', 'sauce', 'seasoning', 'ice cream', 'candy', 'cereal', 'bars?', 'plant-based nuggets? mix', 'cookies?', 'crackers?', 'wings?(?! (&|and))', 'oven roasted', 'smoked', 'spring rolls?', 'egg rolls?']),
  ),
  // 5. Pizza (frozen pizza, pizza snacks, crusts)
  rule(
    'Pizza',
    rx([
      'pizzas?', 'pizza pops', 'pizza pockets', 'pizzeria', 'calzones?', 'panzerottis?', 'flatbread pizza', 'pizza (crusts?|dough|base|shells?|bases)',
      'bagel bites', 'french bread pizza', 'pizza snacks', 'pizza rolls', 'hot pockets', 'pizzaiolo', 'delissio', 'ristorante', 'casa di mama',
    ]),
    rx(['sauce', 'seasoning', 'pepperoni slices', 'sliced pepperoni', 'pizza pepperoni', 'pizza kit', 'kit', 'flavou?r(ed)?', 'pan', 'stone', 'cutter', 'cheese blend', 'pizza cheese', 'goldfish', 'crackers?', 'chips', 'pretzels?', 'nuts', 'popcorn']),
  ),
  // 5b. Beer (incl. non-alcoholic beer, which is also brewed from barley/wheat)
  rule(
    'Beer',
    rx(['beers?', 'lagers?', 'pilsners?', 'pilsener', 'ipa', 'stouts?', 'porters?', 'pale ale', 'ales?', 'radler', 'shandy', 'hefeweizen', 'weissbier', 'wheat beer', 'bock']),
    rx(['root beer', 'ginger beer', 'ginger ale', 'beer[- ]?battered', 'beer batter', 'beer (bread|cheese|nuts|sausages?|brats|mustard|bbq)', 'bbq sauce', 'cheese',
      'coffee', 'stout roast', 'flavou?red', 'kale', 'sauce', 'chips']),
  ),
  // 6. Frozen / prepared meals and other wheat-based foods with GF counterparts (kept small)
  rule(
    'Other',
    rx([
      "michelina'?s", "stouffer'?s", 'chef boyardee', 'alphagetti', 'zoodles', 'bolognese', 'meatballs?', 'chicken parm(esan|igiana)?', 'dinner kit',
      'pierog(i|ies|y)', 'perog(ies|y|i)', 'dumplings?', 'gyoza', 'potstickers?', 'wontons?', 'spring rolls?', 'egg rolls?', 'pot pies?', 'meat pies?',
      'tourti[eè]re', "shepherd'?s pie", 'sausage rolls?', 'samosas?', 'burritos?', 'chimichangas?', 'taquitos', 'spanakopita', 'yorkshire puddings?',
      'licorice', 'liquorice', 'twizzlers', 'croutons?', 'waffle cones?', 'sugar cones?', 'cake cones?', 'baked (ziti|penne)',
      'lasagn[ae] (with|bolognese|meat|vegetable|florentine|alfredo)', '(chicken|beef|vegetable|veggie|cheese|meat|meat lovers|sausage) lasagn[ae]',
      'frozen lasagn[ae]', 'family size lasagn[ae]', 'hamburger helper', 'jamaican (beef )?patties', 'steamed buns', 'bao', 'pork buns', 'wonton strips',
      'chicken (a|à) ?la king', 'stuffed shells', 'pasta (bake|bowl)', 'mac (&|and|n) cheese (bowls?|cups?|bites)',
      '(chicken|turkey|beef|steak|pork|meat|tourtiere)( (&|and) \\w+)? (pot )?pies?', 'mini pies (chicken|turkey|beef)',
    ]),
    rx(['meatball sauce', 'soup', 'sauce$', 'plant-based meatballs', 'ice cream', 'drumstick', 'dumpling noodles', 'tortillas?', 'noodles', 'pudding mix']),
  ),
  // 7. Crackers, pretzels, crisp breads, cracker-type snacks
  rule(
    'Crackers & Pretzels',
    rx([
      'crackers?', 'pretzels?', 'pita chips', 'bagel chips', 'naan chips', 'bread ?sticks', 'grissini', 'crisp ?breads?', 'rye crisps?',
      'rye cri', 'melba', 'goldfish', 'triscuit', 'wheat thins', 'ritz', 'cheez[- ]?its?', 'bits (&|and) bites', 'snack mix', 'chex mix',
      'crispers', 'breton', 'premium plus', 'stoned wheat thins', 'matzo', 'matzah', 'matza', 'flatbread (crisps|crackers|thins)', 'crisp flats',
      'toast crisps', 'crostini', 'rusks?', 'zwieback', 'oyster crackers', 'cheese nips', 'sociables', 'vegetable thins', 'flatbread bites',
      'mini toasts', 'toasts', 'pita crisps', 'bagel crisps', 'baked crisps', 'wafer crackers', 'sesame snaps', 'ryvita', 'wasa', 'finn crisp', 'grissol',
    ]),
    rx(['graham crumbs', 'cracker crumbs', 'soup', 'rice crackers?', 'animal crackers', 'cheese (and|&) crackers', 'french toast', 'texas toast', 'garlic toast', 'toaster']),
  ),
  // 8. Baked goods (cakes, muffins, waffles, pastries, donuts, pies...)
  rule(
    'Baked Goods',
    rx([
      'cinnamon (rolls?|buns?)', 'sticky buns?', 'banana bread', 'zucchini bread', 'pumpkin bread', 'lemon loaf', 'loaf cakes?',
      'coffee cakes?', 'swiss rolls?', 'jelly rolls?', '(chocolate|vanilla|strawberry|raspberry|lemon|mocha) rolls?', 'pop[- ]?tarts',
      'toaster (pastries|strudel)', 'strudels?', 'cheesecakes?', 'cupcakes?', 'cakes?', 'muffins?', 'waffles?', 'pancakes?', 'crepes?',
      'croissants?', 'danish(es)?', 'donuts?', 'doughnuts?', 'timbits', 'pastry', 'pastries', 'pies?', 'tarts?', 'tartlets', 'brownies?',
      'blondies', 'scones?', 'turnovers?', 'eclairs?', 'cream puffs?', 'profiteroles', 'madeleines', 'baklava', 'churros?', 'french toast',
      'shortcakes?', 'angel food', 'pound cake', 'jos\\.? louis', 'twinkies', 'snack cakes', 'paczki', 'fritters?', 'cornbread', 'corn bread',
      'monkey bread', 'panettone', 'stollen', 'cobbler', 'mini sweets', 'ah caramel', 'may west',
      'cake bars', 'dessert bars', 'lamingtons', 'rugelach', 'bear claws?', 'apple fritters?', 'kringle', 'babka', 'challah rolls?',
      'cannoli', 'sfogliatelle', 'cream horns', 'biscuits? (and|&) gravy', 'hot cross buns',
    ]),
    rx([
      'english muffins?', 'rice cakes?', 'fish cakes?', 'crab cakes?', 'potato cakes?', 'pancake (syrup|mix)', 'waffle (cones?|bowls?|mix)', 'pie shells?',
      'pie crusts?', 'tart shells', 'puff pastry', 'pastry (sheets|dough|flour)', 'cookies?', 'wafers?', 'pot pies?', 'meat pies?', "shepherd'?s pie", 'pork pie',
      'chicken pie', 'beef pie', 'steak pie', 'tourti[eè]re', 'sausage rolls?', 'cake cones?', 'ice cream', 'bars?', 'cereal', 'granola', 'cake mix',
      'pizza', 'crab', 'salmon', 'fish', 'potato', 'yogh?urt', 'oatmeal cups', 'oreo', 'bagels?', 'biscuits?', 'chicken', 'beef', 'turkey', 'pork', 'meat',
      'steak', 'nut mix', '(?<!(banana|zucchini|pumpkin|monkey|corn) )bread', 'overnight', 'oats', 'for pie', 'pie pumpkins?', 'sugar pumpkins?',
    ]),
  ),
  // 9. Snack bars (granola, cereal, protein, fruit & oat bars)
  rule(
    'Snack Bars',
    new RegExp(
      String.raw`\b(?:granola|cereal|protein|energy|snack|breakfast|fibre|fiber|nut|fruit|oats?|chewy|crispy|nutri[- ]?grain|nature valley|quaker|kind|clif|kashi|made ?good|fibre 1|vector|special k|rice krispies|dipps|sunbelt|belvita|harvest crunch|crunchy|muesli|dipped|keto|high protein|soft baked|baked|squares?|yogurt coated|simply protein|larabar|two-bite|wholesome|lunchbox|trail mix)\b.*\bbars?\b|\bbars?\b.*\b(?:granola|protein|oats?|cereal)\b|\b(?:granola squares|crispy squares|krispies squares|rice krispie squares|granola minis|oat bars?|granola bites|energy bites|protein bites|granola bars?|cereal bars?|protein bars?|snack bars?|breakfast bars?|fruit bars?|nut bars?)\b`,
      'i',
    ),
    rx(['chocolate bars?', 'candy', 'bar[- ]?b[- ]?q', 'bbq', 'fig bars?', 'bar mix', 'ice', 'frozen', 'salad bar', 'cookie bars?', 'soap', 'coconut bar', 'nanaimo', 'dessert bars?', 'cake bars?', 'caramel bar', 'protein (drink|shake)']),
  ),
  // 10. Cookies and sweet biscuits (incl. wafers)
  rule(
    'Cookies & Biscuits',
    rx([
      'cookies?', 'biscuits?', 'wafers?', 'oreo', 'chips ahoy!?', 'bear paws', 'fudgee[- ]?o', 'digestives?', 'shortbread', 'biscotti',
      'arrowroot', 'social tea', 'ladyfingers', 'lady fingers', 'fig (newtons|bars?)', "dad'?s", 'voortman', 'peek freans', 'tim tam',
      'pirouline', 'wafer rolls', 'sandwich cremes', 'creme sandwich', 'ginger ?snaps', 'gingerbread', 'amaretti', 'speculoos', 'biscoff',
      'stroopwafels?', 'graham wafers', 'petit beurre', 'nilla', 'pecan sandies', 'mr\\.? christie', 'celebration', 'chocolate chip(s)? (chunk|soft)',
      'fudge (stripes|sticks)', 'pocky', 'hello panda', 'koala', 'yan yan', 'digestive', 'fingers', 'nanaimo', 'macarons?', 'whippets',
      'viva puffs', 'mallows', 'maple leaf creams', 'chocolate sandwich', 'vanilla sandwich', 'lemon creme', 'coconut macaroons? (cookies)',
    ]),
    rx(['cookie (dough flavou?r|butter|crisp)', 'cereal', 'biscuit mix', 'dog', '(?<!fig )bars?', 'pillsbury', 'protein', 'ice cream', 'gravy', 'southern biscuits', 'fish fingers', 'chicken fingers', 'finger foods?', 'lady ?fingers? (sponge)? cake']),
  ),
  // 11. Buns, rolls, bagels, English muffins
  rule(
    'Buns & Bagels',
    rx([
      'bagels?', 'buns?', 'rolls?', 'english muffins?', 'kaiser', 'crumpets?', 'sandwich thins', 'bagel thins', 'sliders?', 'hoagies?',
      'ciabatta (rolls?|buns?)', 'dinner rolls', 'panini (rolls?|buns?)', 'pretzel buns?', 'brioche buns?', 'muffins anglais', 'pain au lait',
      'bagel bread',
    ]),
    rx([
      'egg rolls?', 'spring rolls?', 'cabbage rolls?', 'sushi', 'fruit (rolls?|roll[- ]ups)', 'roll[- ]ups', 'sausage rolls?', 'cashews?',
      'crescent', 'swiss', 'jelly rolls?', 'wafer rolls?', 'cheese rolls?', 'rolled', 'paper towel', 'lasagna rolls', 'pizza rolls', 'bagel (chips|bites|seasoning|spice|crisps)',
      'hot dogs', 'wieners?', 'sausages?(?! buns?)', 'patties', 'beef', 'slider (patties|beef)', 'pork', 'chicken', 'steamed buns', 'bao', 'sesame snaps', 'wheat thins',
      'vegetable thins', 'rice thins', 'chocolate', 'mints?', 'cereal', 'cinnabon', 'toilet', 'tissue', 'foil', 'wax paper', 'parchment', 'fruit', 'thin crust', 'thin sliced', 'thinly',
    ]),
  ),
  // 12. Tortillas, wraps, pitas, naan, flatbreads
  rule(
    'Wraps & Pitas',
    rx([
      'tortillas?', 'wraps?', 'pitas?', 'naans?', 'flatbreads?', 'lavash', 'roti', 'chapati', 'chapatis', 'paratha', 'pita bread',
      'pocket bread', 'piadina', 'souvlaki pitas?', 'gyro (bread|wraps?|pitas?)', 'pitta', 'tortillas de harina', 'soft tacos?', 'tortizza',
    ]),
    rx(['corn tortillas?', 'corn(?!.*wheat)', 'wiener wraps?', 'tortilla chips', 'chips', 'wrapped', 'bacon[- ]wrapped', 'plastic', 'foil', 'crisps', 'crackers?', 'pizza', 'roti (mix|flour)', 'taco shells?', 'wrap kit', 'sandwich wraps? (film)', 'cling', 'gift', 'sushi', 'seaweed', 'rice paper', 'lettuce wraps?', 'spring roll']),
  ),
  // 13. Pasta and wheat noodles (dry, fresh, filled; instant noodles)
  rule(
    'Pasta & Noodles',
    rx([
      'pasta', 'spaghetti(ni)?', 'penne', 'rotini', 'fusilli', 'macaroni', 'linguine', 'linguini', 'fettuccine', 'fettuccini', 'fettucine',
      'fettucini', 'lasagna', 'lasagne', 'rigatoni', 'farfalle', 'bow ?ties', 'orzo', 'elbows', 'shells', 'tortellini', 'tortelloni', 'ravioli',
      'gnocchi', 'couscous', 'cous cous', 'noodles?', 'ramen', 'udon', 'soba', 'lo mein', 'chow mein', 'vermicelli', 'tagliatelle', 'pappardelle',
      'capellini', 'angel hair', 'ziti', 'cannelloni', 'manicotti', 'bucatini', 'orecchiette', 'gemelli', 'cavatappi', 'campanelle', 'radiatori',
      'ditalini', 'stelline', 'pastina', 'tortiglioni', 'paccheri', 'conchiglie', 'spaetzle', 'sp[aä]tzle', 'mac (&|and|n) cheese', 'mac ?& ?cheese',
      'kraft dinner', 'cavatelli', 'trofie', 'casarecce', 'mafalda', 'perciatelli', 'spirals', 'agnolotti', 'mezzelune', 'cappelletti',
      'sidekicks', 'pasta sides?', 'yakisoba', 'yaki soba', 'instant noodles?', 'cup noodles?', 'gemelli', 'acini di pepe', 'anelli', 'tubetti',
      'lasagnette', 'mafaldine', 'strozzapreti', 'pici', 'reginette', 'scialatielli', 'maltagliati', 'jjajangmyeon', 'jjapaghetti', 'shin ramyun', 'ramyun',
    ]),
    rx(['sauce', 'soup(?! (mix|base))', 'salad', 'squash', 'seasoning', 'dressing', 'rice vermicelli', 'rice noodles?', 'bean thread', 'glass', 'sea ?shells', 'shellfish',
      'shrimp', 'taco shells?', 'tart shells', 'pie shells', 'pastry shells', 'conch', 'mussels?', 'scallops?', 'chocolate shells', 'pistachios? in shells?', 'in shell',
      'peanuts', 'sunflower seeds', 'pasta sauce', 'pasta water', 'pot', 'strainer', 'cookies?', 'crackers?', 'classico', 'vegetable mix', 'fries',
      'pistachios?', 'no shells', 'rice(?! (&|and) vermicelli)', 'potato sticks']),
  ),
  // 14. Breakfast cereal, granola, oats
  rule(
    'Cereal & Oats',
    rx([
      'cereals?', 'granola', 'muesli', 'oats', 'oatmeal', 'porridge', 'cheerios', 'corn flakes', 'cornflakes', 'frosted flakes', 'shreddies',
      'mini[- ]wheats', 'special k', 'rice krispies', 'raisin bran', 'bran flakes', 'all[- ]bran', 'bran buds', 'cream of wheat', 'red river',
      'weetabix', 'alpen', 'froot loops', 'lucky charms', 'cinnamon toast crunch', 'cinnagraham', 'honey bunches', 'puffed wheat', 'vector',
      'just right', 'harvest crunch', 'oat bran', 'steel[- ]cut', 'rolled oats', 'quick oats', 'large flake', 'instant oatmeal', 'overnight oats',
      'hot cereal', 'shredded wheat', 'fibre 1', 'fiber one', 'golden grahams', 'trix', 'cocoa puffs', 'krave', "cap'?n crunch", 'alpha-bits',
      'mueslix', 'oat groats', 'oat o\'?s', 'honey nut o\'?s', 'reese puffs', 'cookie crisp', 'corn pops', 'apple jacks', 'crispix', 'sugar crisp',
      'golden crisp', 'frosted mini', 'shreddies', 'oat crunch', 'life cereal', 'honeycomb', 'multigrain o\'?s', 'whole grain o\'?s',
      'granola clusters', 'sunny crunch', 'crunchy nut', 'oat squares', 'quaker harvest crunch',
    ]),
    rx(['oat (milk|beverage|drink)', 'oatmilk', 'bars?', 'squares(?! cereal)', 'cookies?', 'bread', 'loaf', 'muffins?', 'bagels?', 'buns?', 'crackers?', 'goat', 'chicken',
      'fish', 'coating', 'snack mix', 'bites', 'cups', 'bowls?', 'yogh?urt', 'pancakes?', 'waffles?', 'dog', 'brown rice', 'brownies?']),
  ),
  // 15. Bread (loaves, baguettes, sourdough, rye, garlic bread...)
  rule(
    'Bread',
    rx([
      'bread', 'breads', 'loaf', 'loaves', 'baguettes?', 'sourdough', 'rye', 'pumpernickel', 'brioche', 'challah', 'focaccia', 'ciabatta',
      'texas toast', 'garlic toast', 'multigrain', 'multi-grain', 'whole wheat', 'sandwich bread', 'italian bread', 'french bread',
      'raisin bread', 'crusty', 'boule', 'batard', 'miche', 'filone', 'calabrese', 'pane', 'pain', '12 grain', '14 grain',
      'sprouted grain', 'thick slice', 'sandwich slice', 'english loaf', 'dempster\'?s',
    ]),
    rx(['bread ?crumbs', 'breaded', 'breadsticks', 'bread sticks', 'shortbread', 'bread (flour|mix|machine|maker|spread|and butter|& butter)', 'breadfruit',
      'meat ?loaf', 'meatloaf', 'cakes?', 'banana bread', 'corn ?bread', 'rye (crisps?|crackers|whisk(e)?y)', 'monkey bread', 'gingerbread', 'cookies?',
      'crackers?', 'chips', 'cereal', 'pasta', 'tortillas?', 'wraps?', 'pitas?', 'naan', 'flour', 'rice', 'flax ?seeds?', 'milled flax', 'ground flax', 'flax oil',
      'pain au chocolat', 'toaster', 'pancakes?', 'french toast', 'toast crisps', 'melba', 'cheese', 'ham', 'turkey', 'chicken', 'salami', 'mortadella',
      'spaghetti', 'penne', 'rotini', 'macaroni', 'lasagna', 'linguine', 'noodles', 'fusilli', 'couscous', 'oil', 'seeds', 'pudding', 'dressing',
      'pizza', 'potatoes', 'mushrooms', 'peaches', 'sausages?', 'fig bars?', 'bars?']),
  ),
];

const LIQUID_CATEGORIES = new Set(['Soups & Sauces', 'Condiments', 'Beer']);
const mlDropped = [];

/** A product measured in ml is a liquid: noodle/alfredo items then are soups or sauces; other dry categories are misfits. */
function adjustForUnit(category, unit, name) {
  if (unit !== 'ml' || LIQUID_CATEGORIES.has(category)) return category;
  if (category === 'Pasta & Noodles') return /soup|noodle|sauce|alfredo/i.test(name) ? 'Soups & Sauces' : 'Other'; // canned pasta -> Other
  mlDropped.push(`${category}: ${name}`);
  return null;
}

function categorise(name) {
  const s = name.toLowerCase();
  for (const r of RULES) {
    if (r.include.test(s) && !(r.exclude && r.exclude.test(s))) return r.category;
  }
  return null;
}

// Names that match no rule (tomato pasta sauces, produce, meat, dairy ...) are dropped by the caller.

// ---------------------------------------------------------------------------------------------------------------
// Dedicated gluten-free brands (data/gluten-free/brands.csv, dedicated_gf=true) + spelling variants in shop names

const GF_BRAND_ALIASES = {
  "Mary's Gone Crackers": ["mary's gone crackers", "mary's organic", "mary's"],
  MadeGood: ['madegood', 'made good'],
  Crunchmaster: ['crunchmaster', 'crunch master'],
  Schar: ['schar', 'schär', 'dr. schar', 'dr. schär'],
  Larabar: ['larabar', 'lärabar'],
  "Udi's": ["udi's", 'udis'],
  'Katz Gluten Free': ['katz'],
  'Promise Gluten Free': ['promise gluten'],
  BFree: ['bfree', 'b-free'],
  'Namaste Foods': ['namaste'],
};

function loadDedicatedGfPrefixes() {
  const file = resolve(ROOT, 'data/gluten-free/brands.csv');
  const prefixes = new Set();
  if (existsSync(file)) {
    for (const r of parseCsvObjects(readFileSync(file, 'utf8'))) {
      if (r.dedicated_gf !== 'true') continue;
      prefixes.add(normText(r.brand).toLowerCase());
      for (const a of GF_BRAND_ALIASES[r.brand] || []) prefixes.add(a);
    }
  }
  return [...prefixes].sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Sources

function readCsv(rel) {
  return parseCsvObjects(readFileSync(resolve(SHARED, rel), 'utf8'));
}

function shortHash(s) {
  return createHash('sha1').update(s).digest('hex').slice(0, 10);
}

/** Convert a hammer_b unit price (CAD per <unit>) to cents per 100 g / 100 ml / each. */
function unitPriceCentsPer100(cad, unit) {
  const u = unit.toLowerCase();
  const c = cad * 100;
  switch (u) {
    case '100g': case '100gram': return { cents: c, unit: 'g' };
    case '100ml': return { cents: c, unit: 'ml' };
    case '1kg': case 'kilogram': return { cents: c / 10, unit: 'g' };
    case 'gram': return { cents: c * 100, unit: 'g' };
    case '1lb': return { cents: c / 4.53592, unit: 'g' };
    case 'litre': return { cents: c / 10, unit: 'ml' };
    case 'millilitre': return { cents: c * 100, unit: 'ml' };
    case '1ea': case 'item': case 'un.': case '1pk': return { cents: c, unit: 'each' };
    default: return null;
  }
}

function makeStats() {
  return {
    seen: 0, gf: 0, gfBrand: 0, naturallyGf: 0, outOfScope: 0, noCategory: 0, noSize: 0, unitMismatch: 0, badPrice: 0, truncated: 0,
    keptWithoutSize: 0, kept: 0,
  };
}

function screen(rawName, stats, gfPrefixes) {
  const name = normText(rawName);
  if (RE_GF.test(name)) { stats.gf++; return null; }
  const low = name.toLowerCase();
  if (gfPrefixes.some((p) => low.startsWith(p + ' ') || low.startsWith(p + ' -') || low.startsWith(p + ','))) { stats.gfBrand++; return null; }
  if (RE_NATURALLY_GF.test(name)) { stats.naturallyGf++; return null; }
  if (RE_OUT_OF_SCOPE.test(name)) { stats.outOfScope++; return null; }
  if (/\bbutter\b/i.test(name) && !RE_BUTTER_OK.test(name)) { stats.outOfScope++; return null; } // butter, peanut butter, butter rolls...
  return name;
}

/** Split "Brand - Product" (Save-On-Foods style) into display name and brand. */
function splitDashBrand(name) {
  const m = /^(.{2,32}?) - (.+)$/.exec(name);
  if (!m || /^\d/.test(m[1])) return { name, brand: '' };
  if (m[1].split(' ').length > 3 || RE_NOT_A_BRAND.test(m[1])) return { name: `${m[1]} ${m[2]}`, brand: '' };
  const brand = isAllCaps(m[1]) && m[1].length > 3 ? titleCase(m[1]) : m[1];
  let rest = m[2];
  if (rest.toLowerCase().startsWith(brand.toLowerCase() + ' ')) rest = rest.slice(brand.length + 1);
  if (rest.toLowerCase() === brand.toLowerCase()) rest = '';
  return { name: rest ? `${brand} ${rest}` : brand, brand };
}

function buildRow({ rawName, vendor, lex }) {
  const n0 = normText(rawName);
  const dash = splitDashBrand(n0);
  const size = parseSize(dash.name);
  const name = cleanName(dash.name, vendor, size.spans);
  const brand = canonBrand(dash.brand || detectBrand(name, lex));
  return { name, brand, size };
}

function fromHammerB(rows, lex, gfPrefixes, stats) {
  const out = [];
  for (const r of rows) {
    stats.seen++;
    if (!screen(r.product_name, stats, gfPrefixes)) continue;
    const { name, brand, size } = buildRow({ rawName: r.product_name, vendor: r.vendor, lex });
    const category = categorise(name);
    if (!category) { stats.noCategory++; continue; }
    const up = unitPriceCentsPer100(Number(r.median_unit_price_cad), r.unit || '');
    if (!up || !(up.cents > 0)) { stats.unitMismatch++; continue; }
    let sizeValue = null;
    let sizeUnit = null;
    if (up.unit === 'each') {
      if (size.count) { sizeValue = size.count; sizeUnit = 'each'; }
    } else if (size.mass && size.mass.unit === up.unit) {
      sizeValue = size.mass.value; sizeUnit = size.mass.unit;
    }
    if (sizeValue === null) {
      if (!size.mass && !size.count) stats.noSize++; else stats.unitMismatch++;
      continue; // no shelf price in this extract: a row needs a size to get a package price
    }
    const cat = adjustForUnit(category, sizeUnit, name);
    if (!cat) { stats.noCategory++; continue; }
    const priceCents = Math.round(sizeUnit === 'each' ? up.cents * sizeValue : (up.cents * sizeValue) / 100);
    out.push({
      id: `hb-${r.hammer_product_id}`,
      name, brand, category: cat,
      size_value: sizeValue, size_unit: sizeUnit,
      price_cents: priceCents,
      unit_price_cents_per_100: Math.round(up.cents),
      source: SRC_B, observed_on: HAMMER_B_DATE, vendor: VENDOR_NAMES[r.vendor] || r.vendor,
    });
  }
  return out;
}

function fromHammerA(rows, lex, gfPrefixes, stats) {
  const out = [];
  for (const r of rows) {
    stats.seen++;
    if (/(\.\.\.|…)\s*$/.test(r.product_name)) { stats.truncated++; continue; }
    if (!screen(r.product_name, stats, gfPrefixes)) continue;
    const { name, brand, size } = buildRow({ rawName: r.product_name, vendor: r.vendor, lex });
    const category = categorise(name);
    if (!category) { stats.noCategory++; continue; }
    const priceCents = Math.round(Number(r.median_price_cad) * 100);
    let sizeValue = '';
    let sizeUnit = '';
    let unitPrice = '';
    if (size.mass) {
      sizeValue = size.mass.value; sizeUnit = size.mass.unit;
      unitPrice = Math.round((priceCents / sizeValue) * 100);
    } else if (size.count) {
      sizeValue = size.count; sizeUnit = 'each';
      unitPrice = Math.round(priceCents / sizeValue);
    } else {
      stats.keptWithoutSize++; // kept: it has a shelf price
    }
    const cat = adjustForUnit(category, sizeUnit, name);
    if (!cat) { stats.noCategory++; continue; }
    out.push({
      id: `ha-${shortHash(`${r.vendor}|${r.product_name}`)}`,
      name, brand, category: cat,
      size_value: sizeValue, size_unit: sizeUnit,
      price_cents: priceCents,
      unit_price_cents_per_100: unitPrice,
      source: SRC_A, observed_on: (r.last_seen || '').slice(0, 10), vendor: VENDOR_NAMES[r.vendor] || r.vendor,
    });
  }
  return out;
}

const STATCAN_CATEGORY = {
  'White bread': 'Bread', 'Flatbread and pita': 'Wraps & Pitas', 'Crackers and crisp breads': 'Crackers & Pretzels',
  'Cookies and sweet biscuits': 'Cookies & Biscuits', 'Dry or fresh pasta': 'Pasta & Noodles', Cereal: 'Cereal & Oats',
  'Wheat flour': 'Baking & Flour', 'Frozen pizza': 'Pizza',
};

function fromStatcan(rows, stats) {
  const out = [];
  for (const r of rows) {
    stats.seen++;
    if (r.GEO !== 'Canada') continue;
    const m = /^(.*?),\s*(.+)$/.exec(r.Products);
    if (!m) continue;
    const label = m[1];
    const category = STATCAN_CATEGORY[label];
    if (!category) { stats.noCategory++; continue; }
    const size = parseSize(m[2]).mass;
    const priceCents = Math.round(Number(r.VALUE) * 100);
    out.push({
      id: `sc-${slug(label)}-${size.value >= 1000 && size.value % 100 === 0 ? `${size.value / 1000}kg` : `${size.value}${size.unit}`}`.replace(/\./g, '-'),
      name: `${label} (Canada average)`, brand: '', category,
      size_value: size.value, size_unit: size.unit,
      price_cents: priceCents,
      unit_price_cents_per_100: Math.round((priceCents / size.value) * 100),
      source: SRC_SC, observed_on: STATCAN_DATE, vendor: 'Canada average',
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Plausibility and de-duplication

function plausible(r) {
  if (!(r.price_cents >= MIN_PRICE_CENTS && r.price_cents <= MAX_PRICE_CENTS)) return false;
  if (r.unit_price_cents_per_100 === '') return true;
  const u = r.unit_price_cents_per_100;
  if (r.size_unit === 'each') return u >= 5 && u <= 2500;
  return u >= 3 && u <= 1500;
}

/**
 * Unit-price outliers within a category (usually a wrong unit price in the extract or a misparsed size):
 * drop rows whose price per 100 g/ml is above 5x or below 1/10 of the category median.
 */
function dropUnitPriceOutliers(rows, onDrop) {
  const byKey = new Map();
  for (const r of rows) {
    if (r.unit_price_cents_per_100 === '' || r.size_unit === 'each') continue;
    const k = `${r.category}|${r.size_unit}`;
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k).push(r.unit_price_cents_per_100);
  }
  const med = new Map();
  for (const [k, v] of byKey) {
    v.sort((a, b) => a - b);
    med.set(k, v[Math.floor((v.length - 1) / 2)]);
  }
  return rows.filter((r) => {
    const m = med.get(`${r.category}|${r.size_unit}`);
    if (m === undefined || r.unit_price_cents_per_100 === '' || r.size_unit === 'each') return true;
    const ok = r.unit_price_cents_per_100 <= 5 * m && r.unit_price_cents_per_100 >= m / 10;
    if (!ok) onDrop(r, m);
    return ok;
  });
}

function dedupe(rows) {
  const groups = new Map();
  for (const r of rows) {
    const key = `${dedupName(r.name)}|${r.size_value}|${r.size_unit}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  const out = [];
  for (const g of groups.values()) {
    g.sort((a, b) => a.price_cents - b.price_cents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    out.push(g[Math.floor((g.length - 1) / 2)]); // median (lower middle for even counts)
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Main

function main() {
  const hammerB = readCsv('prices_hammer_b/products_unit_prices.csv');
  const hammerA = readCsv('prices_hammer_a/products_latest_price.csv');
  const statcan = readCsv('prices_statcan/statcan_canada_2026-06_gluten_relevant_items.csv');
  const lex = buildBrandLexicon(hammerB);
  const gfPrefixes = loadDedicatedGfPrefixes();

  const stats = { [SRC_B]: makeStats(), [SRC_A]: makeStats(), [SRC_SC]: makeStats() };
  const rowsB = fromHammerB(hammerB, lex, gfPrefixes, stats[SRC_B]);
  const rowsA = fromHammerA(hammerA, lex, gfPrefixes, stats[SRC_A]);
  const rowsS = fromStatcan(statcan, stats[SRC_SC]);

  const all = [];
  for (const r of [...rowsB, ...rowsA, ...rowsS]) {
    if (!plausible(r)) { stats[r.source].badPrice++; continue; }
    all.push(r);
  }
  const outliers = [];
  const kept = dropUnitPriceOutliers(all, (r, m) => {
    stats[r.source].badPrice++;
    outliers.push(`${r.category}: ${r.name} ${r.size_value}${r.size_unit} ${r.unit_price_cents_per_100}c/100 (median ${m})`);
  });
  const beforeDedupe = kept.length;
  let rows = dedupe(kept);

  // unique ids (hammer_a hash collisions are practically impossible, but be safe)
  const seen = new Set();
  for (const r of rows) {
    let id = r.id;
    for (let i = 2; seen.has(id); i++) id = `${r.id}-${i}`;
    r.id = id;
    seen.add(id);
  }

  const catOrder = new Map(CATEGORIES.map((c, i) => [c, i]));
  rows.sort(
    (a, b) =>
      catOrder.get(a.category) - catOrder.get(b.category) ||
      a.name.localeCompare(b.name, 'en') ||
      (Number(a.size_value) || 0) - (Number(b.size_value) || 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );

  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(OUT_FILE, writeCsvObjects(COLUMNS, rows));

  // ---- summary
  for (const r of rows) stats[r.source].kept++;
  const sources = [SRC_B, SRC_A, SRC_SC];
  const table = CATEGORIES.map((c) => {
    const per = sources.map((s) => rows.filter((r) => r.category === c && r.source === s).length);
    return [c, ...per, per.reduce((a, b) => a + b, 0)];
  });
  table.push(['TOTAL', ...sources.map((s) => rows.filter((r) => r.source === s).length), rows.length]);
  const head = ['category', ...sources, 'total'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((t) => String(t[i]).length)));
  const fmt = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  console.log(`wrote ${OUT_FILE} (${rows.length} rows; ${beforeDedupe - rows.length} duplicates merged)`);
  console.log(fmt(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const t of table) console.log(fmt(t));
  console.log('\nscreening per source (input rows, rows dropped per reason, rows kept after de-duplication):');
  for (const s of sources) console.log(`  ${s}: ${JSON.stringify(stats[s])}`);
  const vendors = {};
  for (const r of rows) vendors[r.vendor] = (vendors[r.vendor] || 0) + 1;
  console.log(`\nrows per vendor: ${JSON.stringify(Object.fromEntries(Object.entries(vendors).sort()))}`);
  const sized = rows.filter((r) => r.size_value !== '').length;
  if (process.env.CATALOG_DEBUG) console.log(`unit-price outliers dropped:\n  ${outliers.join('\n  ')}`);
  if (process.env.CATALOG_DEBUG) console.log(`dropped ml-sized rows in dry categories:\n  ${mlDropped.join('\n  ')}`);
  console.log(`rows with a package size: ${sized}; with a brand: ${rows.filter((r) => r.brand).length}`);
}

main();
