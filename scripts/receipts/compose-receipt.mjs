// Decides what one receipt contains (store, date, lines, amounts, till style) and its ground truth.
// Everything is integer cents, so SUBTOTAL = sum of lines and TOTAL = SUBTOTAL + taxes hold exactly.
import { fitName, posName, stripAccents } from "./pos-name.mjs";
import { REGULAR_PRODUCTS, depositPerContainer } from "./regular-products.mjs";
import { taxCents, taxRulesFor } from "./sales-taxes.mjs";
import { pickBranch, pickStore, STORES } from "./stores.mjs";

const FONTS = ["DejaVu Sans Mono", "Liberation Mono"];
const GF_MARKER = /\bGF\b|SANS GLUTEN|S\/GLUTEN/;
const FIRST_DAY = Date.UTC(2024, 0, 1);
const DAYS = 730;

/** A shelf price in the range ending in 9 cents, as grocers price. */
function shelfPrice(random, [min, max]) {
  return Math.max(min, Math.round(random.int(min, max) / 10) * 10 - 1);
}

function pickDate(random) {
  return new Date(FIRST_DAY + random.int(0, DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
}

function pickDateFormat(random, store, language) {
  if (language === "fr") return random.pick(["DD/MM/YYYY", "YYYY-MM-DD"]);
  if (store.name === "Walmart") return "MM/DD/YY";
  return random.pick(["YYYY/MM/DD", "YYYY-MM-DD", "MMM DD YYYY", "MM/DD/YY"]);
}

/** UPC-A with its check digit, as scanners print it. */
function upc(random) {
  const digits = Array.from({ length: 11 }, () => random.int(0, 9));
  const odd = digits.filter((_, i) => i % 2 === 0).reduce((a, b) => a + b, 0);
  const even = digits.filter((_, i) => i % 2 === 1).reduce((a, b) => a + b, 0);
  return digits.join("") + String((10 - ((odd * 3 + even) % 10)) % 10);
}

function pickStyle(random, { store, language, simple }) {
  const columns = simple ? 36 : random.pick([38, 40, 42, 44]);
  const flagWidth = 3;
  const amountWidth = 8; // "-123.45" and a space
  const printsUpc = !simple && random.chance(0.35);
  const roomForName = columns - flagWidth - amountWidth - (printsUpc ? 13 : 0);
  return {
    columns,
    flagWidth,
    font: random.pick(FONTS),
    printsUpc,
    nameMax: Math.max(16, Math.min(24, roomForName)),
    abbreviate: random.float(0.2, 0.9),
    quantityStyle: random.pick(["above", "below"]),
    trailingMinus: !simple && random.chance(0.3),
    decimalComma: !simple && language === "fr" && random.chance(0.5),
    accents: language === "fr" && random.chance(0.5),
    dollarOnTotals: random.chance(0.3),
    dateFormat: pickDateFormat(random, store, language),
    banner: store.banner,
  };
}

/** GF products for this receipt, each with a till name that still shows it is gluten-free. */
function pickGfProducts(random, gf, count, { language, nameMax, abbreviate, simple }) {
  const chosen = [];
  const names = new Set();
  // Simple receipts show only well-known substitutes, so a browser test can expect what a user would.
  const wellKnown = gf.tillEn.filter((p) => p.substitute);
  for (let attempt = 0; chosen.length < count && attempt < 200; attempt++) {
    const pool = simple
      ? wellKnown
      : language === "fr" && random.chance(0.6)
        ? gf.tillFr
        : random.weighted([[gf.hammerSubstitutes, 45], [gf.hammerOther, 15], [gf.tillEn, 40]]);
    const product = random.pick(pool);
    const name = product.source === "hammer"
      ? posName(product.shelfName, { maxLength: nameMax, abbreviate, random })
      : fitName(product.name, nameMax);
    const original = product.source === "hammer" ? "GF" : product.name;
    if (names.has(name) || name.length < 6 || (GF_MARKER.test(original) && !GF_MARKER.test(name))) continue;
    names.add(name);
    const unitCents =
      product.source === "hammer" ? gf.shelfCents(product.row, random) : shelfPrice(random, product.price);
    chosen.push({ name, unitCents, tax: product.tax, gluten: { isGlutenFree: true, isGfSubstitute: product.substitute } });
  }
  return chosen;
}

function pickRegularProducts(random, count, { language, nameMax }) {
  return random.shuffle(REGULAR_PRODUCTS).slice(0, count).map((p) => ({
    name: fitName(language === "fr" ? p.fr : p.en, nameMax),
    unitCents: shelfPrice(random, p.price),
    perKg: p.unit === "kg",
    tax: p.tax,
    containers: p.containers,
    ecoFee: p.ecoFee,
    gluten: { isGlutenFree: false, isGfSubstitute: false },
  }));
}

/** One purchased product → its printed line(s) and ground-truth item(s) (deposits and fees are items too). */
function buyProduct(random, product, { province, language, style, simple }) {
  const entries = [];
  const line = { kind: "item", name: product.name, tax: product.tax, quantity: 1 };
  if (style.printsUpc) line.code = product.perKg ? String(random.int(3000, 4999)) : upc(random);
  if (product.perKg) {
    line.grams = random.int(180, 1900);
    line.unitCents = product.unitCents;
    line.cents = Math.floor((line.grams * product.unitCents + 500) / 1000);
  } else if (random.chance(simple ? 0.15 : 0.12)) {
    line.quantity = random.int(2, 3);
    line.unitCents = product.unitCents;
    line.cents = line.quantity * product.unitCents;
  } else {
    line.cents = product.unitCents;
  }
  if (!simple && random.chance(0.12) && line.cents >= 300) {
    line.discountCents = Math.max(50, Math.round((line.cents * random.float(0.1, 0.3)) / 10) * 10);
    line.discountLabel = random.int(0, 3);
  }
  entries.push({ line, truth: { ...product.gluten, kind: "item" } });

  const perContainer = product.containers ? depositPerContainer(province, product.containers.size) : 0;
  if (perContainer > 0) {
    const cents = perContainer * product.containers.count * line.quantity;
    const name = language === "fr" ? "CONSIGNE" : random.pick(["DEPOSIT", "BOTTLE DEPOSIT", "CONTAINER DEP"]);
    entries.push({ line: { kind: "deposit", name, cents, tax: "zero", quantity: 1 }, truth: { kind: "deposit" } });
  }
  if (product.ecoFee && ["BC", "AB", "QC"].includes(province)) {
    const cents = random.int(...product.ecoFee) * line.quantity;
    const name = language === "fr" ? "ECOFRAIS" : random.pick(["ECO FEE", "ENVIRO FEE"]);
    entries.push({ line: { kind: "fee", name, cents, tax: "full", quantity: 1 }, truth: { kind: "fee" } });
  }
  return entries;
}

function bagFee(random) {
  const name = random.pick(["BAG FEE", "PAPER BAG", "REUSABLE BAG"]);
  const cents = random.int(1, 3) * random.pick([5, 10, 25]);
  return { line: { kind: "fee", name, cents, tax: "full", quantity: 1 }, truth: { kind: "fee" } };
}

/** A whole receipt: what to print (`lines`, `style`, header and payment details) and the ground truth. */
export function composeReceipt(random, gf, { simple = false, storeName, province: wantedProvince } = {}) {
  const { store, province } = storeName
    ? { store: STORES.find((s) => s.name === storeName), province: wantedProvince }
    : pickStore(random);
  const language = province === "QC" ? "fr" : "en";
  const branch = pickBranch(random, province);
  const isoDate = pickDate(random);
  const style = pickStyle(random, { store, language, simple });

  const itemCount = simple ? random.int(5, 8) : random.int(4, 18);
  const gfCount = simple ? random.int(2, 3) : random.int(1, Math.min(5, itemCount - 1));
  const products = random.shuffle([
    ...pickGfProducts(random, gf, gfCount, { language, simple, ...style }),
    ...pickRegularProducts(random, itemCount - gfCount, { language, ...style }),
  ]);
  const entries = products.flatMap((p) => buyProduct(random, p, { province, language, style, simple }));
  if (!simple && language === "en" && random.chance(0.25)) entries.push(bagFee(random));
  if (!style.accents) for (const { line } of entries) line.name = stripAccents(line.name);

  const rules = taxRulesFor(province, isoDate);
  const lines = entries.map(({ line }) => ({ ...line, flag: rules.flags[line.tax] ?? "" }));
  const netCents = (line) => line.cents - (line.discountCents ?? 0);
  const subtotalCents = lines.reduce((sum, line) => sum + netCents(line), 0);
  const taxes = rules.taxes.map((tax) => ({
    label: tax.label,
    rate: tax.rate,
    cents: taxCents(lines.filter((l) => tax.on.includes(l.tax)).reduce((s, l) => s + netCents(l), 0), tax.rate),
  }));
  const totalCents = subtotalCents + taxes.reduce((sum, t) => sum + t.cents, 0);

  const items = entries.map(({ line, truth }) => ({
    name: line.name,
    priceCents: netCents(line),
    quantity: line.quantity,
    isGlutenFree: truth.isGlutenFree ?? false,
    isGfSubstitute: truth.isGfSubstitute ?? false,
    kind: truth.kind,
  }));

  return {
    store,
    province,
    language,
    branch,
    isoDate,
    time: { hour: random.int(8, 21), minute: random.int(0, 59), second: random.int(0, 59) },
    register: { cashier: random.int(1, 250), lane: random.int(1, 24), transaction: random.int(1000, 99999) },
    taxNumber: `${random.int(100000000, 899999999)} RT0001`,
    style,
    lines,
    subtotalCents,
    taxes,
    totalCents,
    payment: pickPayment(random, totalCents),
    truth: {
      store: store.name,
      address: style.accents ? branch.address : stripAccents(branch.address),
      purchaseDate: isoDate,
      subtotalCents,
      totalCents,
      taxes: taxes.map(({ label, cents }) => ({ label, cents })),
      language,
      items,
    },
  };
}

function pickPayment(random, totalCents) {
  const method = random.weighted([["VISA", 35], ["MASTERCARD", 20], ["DEBIT", 30], ["CASH", 15]]);
  if (method !== "CASH") {
    return { method, last4: String(random.int(0, 9999)).padStart(4, "0"), auth: random.int(100000, 999999) };
  }
  // Canada has no pennies: cash totals round to the nearest 5 cents.
  const roundedCents = Math.round(totalCents / 5) * 5;
  const tenderedCents = Math.ceil((roundedCents + 1) / 2000) * 2000;
  return { method, roundingCents: roundedCents - totalCents, tenderedCents, changeCents: tenderedCents - roundedCents };
}
