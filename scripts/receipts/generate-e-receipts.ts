/**
 * Generated e-receipts for bench:extract (decision 034), for the online grocers' formats no public repository offered:
 * order pages (.html), invoices (.pdf), and e-mails (.eml) carrying the page or the invoice. Our own layouts and
 * invented stores, labelled as generated wherever they are used; the same seed gives the same receipts.
 * Each comes with its truth in the repository's format (docs/receipt-truth-format.md).
 */
import { loadGfProducts } from "./gf-products.mjs";
import { createRandom, hashSeed } from "./random.mjs";
import { REGULAR_PRODUCTS } from "./regular-products.mjs";
import { orderEml, orderHtml, orderPdf, subtotalOf, taxLabel, totalOf, type Order, type OrderLayout } from "./compose-e-receipt";

export type EReceiptForm = "html" | "pdf" | "eml-html" | "eml-pdf";

export interface EReceiptTruth {
  id: string;
  image: string;
  source: string;
  licence: string;
  store: string;
  country: "CA";
  date: string;
  subtotal: number;
  total: number;
  items: { name: string; price: number }[];
  taxes: { label: string; amount: number }[];
  fees: { label: string; amount: number }[];
  complete: true;
}

export interface GeneratedEReceipt {
  form: EReceiptForm;
  bytes: Buffer;
  truth: EReceiptTruth;
}

const STORES = [
  "Green Grocer Online", "Maple Market Delivery", "Harbour Fresh Grocery", "Prairie Pantry", "Northern Basket",
  "Épicerie du Quartier", "Coastline Foods", "Bluebird Grocers", "Lakeside Market", "True North Pantry",
];
const FEES = ["Delivery fee", "Service fee", "Checkout bag fee", "Bag fee", "Tip", "Driver tip", "Small order fee"];
const TAXES = [["HST 13%"], ["Item GST", "Service GST"], ["GST", "PST"], ["GST/HST"], ["Item HST"], ["GST 5%", "QST 9.975%"], ["Tax"]];
const SUBTOTALS = ["Subtotal", "Items subtotal", "Item Subtotal", "Sub-total"];
const TOTALS = ["Order total", "Total", "Total CAD", "Grand total", "Order Total"];
const FORMS: EReceiptForm[] = ["html", "pdf", "eml-html", "eml-pdf"];

const SUGGESTION_HEADINGS = ["Customers who bought this also bought", "You might also like", "Recommended for you", "Pairs well with your order", "Vous aimerez aussi"];
const INCLUDED_WORDINGS = ["Includes {label}", "{label} (included)", "Incl. {label}", "{label} incl."];
const SOLD_BY = ["Sold by {store}", "Sold by: {store} Inc.", "Seller: {store} Ltd."];

type Random = ReturnType<typeof createRandom>;
type Product = { name: string; cents: number };

/**
 * The layout families order e-mails and invoices come in, drawn from their own stream so a receipt's order is the
 * same whatever its layout: the summary first, suggested products with prices after the order or above it, prices
 * that include the taxes, and a store named only in its logo.
 */
function drawLayout(random: Random, product: () => Product): OrderLayout {
  const layout: OrderLayout = {};
  if (random.chance(0.3)) layout.summaryFirst = true;
  if (random.chance(0.4)) {
    layout.suggestions = {
      heading: random.pick(SUGGESTION_HEADINGS),
      place: random.chance(0.7) ? "after" : "before",
      lines: Array.from({ length: random.int(2, 6) }, product),
    };
  }
  if (random.chance(0.2)) layout.taxesIncluded = random.pick(INCLUDED_WORDINGS);
  if (random.chance(0.2)) layout.nameInLogo = random.pick(SOLD_BY);
  return layout;
}

const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());
const cleanName = (text: string) => text.replace(/\s+/g, " ").trim();

/** `count` receipts from `seed`; ids are `<prefix>-<n>`. */
export async function generateEReceipts(seed: string, count: number, prefix: string): Promise<GeneratedEReceipt[]> {
  const gf = loadGfProducts().hammerSubstitutes;
  const out: GeneratedEReceipt[] = [];
  for (let n = 1; n <= count; n++) {
    const random = createRandom(hashSeed(`${seed}:${n}`));
    const store = random.pick(STORES);
    const product = (from: Random): Product => {
      if (from.chance(0.45)) return { name: cleanName(from.pick(gf).shelfName), cents: from.int(349, 1299) };
      const regular = from.pick(REGULAR_PRODUCTS);
      return { name: titleCase(regular.en), cents: from.int(regular.price[0], regular.price[1]) };
    };
    const lines = Array.from({ length: random.int(2, 14) }, () => {
      const quantity = random.chance(0.2) ? random.int(2, 3) : 1;
      const { name, cents } = product(random);
      return { name, quantity, cents: quantity * cents };
    });
    const subtotal = lines.reduce((s, l) => s + l.cents, 0);
    const fees = FEES.filter(() => random.chance(0.25)).map((label) => ({
      label,
      cents: /tip/i.test(label) ? Math.round(subtotal * random.pick([0.1, 0.15, 0.18])) : random.int(10, 999),
    }));
    const taxes = random.pick(TAXES).map((label) => ({ label, cents: random.int(0, Math.max(1, Math.round(subtotal * 0.05))) }));
    const month = random.int(1, 12);
    const date = `${random.int(2023, 2025)}-${String(month).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    const layoutRandom = createRandom(hashSeed(`${seed}:${n}:layout`));
    const order: Order = {
      store,
      orderNumber: `${store.replace(/[^A-Z]/g, "").slice(0, 2) || "OR"}-${random.int(100000, 999999)}`,
      date,
      lines,
      taxes,
      fees,
      subtotalLabel: random.pick(SUBTOTALS),
      totalLabel: random.pick(TOTALS),
      layout: drawLayout(layoutRandom, () => product(layoutRandom)),
    };
    const form = FORMS[(n - 1) % FORMS.length]!;
    const sender = `${store} <orders@${store.toLowerCase().replace(/[^a-z]/g, "")}.example>`;
    const bytes =
      form === "html"
        ? Buffer.from(orderHtml(order))
        : form === "pdf"
          ? orderPdf(order)
          : await orderEml(order, { from: sender, to: "me@example.ca", htmlBody: form === "eml-html", attachPdf: form === "eml-pdf" });
    const id = `${prefix}-${String(n).padStart(2, "0")}`;
    out.push({
      form,
      bytes,
      truth: {
        id,
        image: `${id}.${form === "html" ? "html" : form === "pdf" ? "pdf" : "eml"}`,
        source: `generated: scripts/receipts/generate-e-receipts.ts, seed ${seed}, receipt ${n}`,
        licence: "our own",
        store,
        country: "CA",
        date,
        subtotal: subtotalOf(order),
        total: totalOf(order),
        items: lines.map((l) => ({ name: l.name, price: l.cents })),
        taxes: taxes.map((t) => ({ label: taxLabel(order, t.label), amount: t.cents })),
        fees: fees.map((f) => ({ label: f.label, amount: f.cents })),
        complete: true,
      },
    });
  }
  return out;
}
