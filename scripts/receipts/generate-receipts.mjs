// Generates synthetic Canadian grocery receipt images with ground truth for OCR and extraction tests.
//   npm run fixtures:receipts -- [--count 40] [--out tests/fixtures/receipts] [--seed S]
// Each receipt has its own PRNG stream (seed + id), so receipt r007 is the same whatever --count is.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { composeReceipt } from "./compose-receipt.mjs";
import { DEGRADED_VARIANTS, degradeReceiptImage, png } from "./degrade-receipt-image.mjs";
import { loadGfProducts } from "./gf-products.mjs";
import { layoutReceipt } from "./layout-receipt.mjs";
import { createRandom, hashSeed } from "./random.mjs";
import { pickTypesetting, renderReceipt } from "./render-receipt-image.mjs";

// Paths are relative to the project root: npm runs the bundle (scripts/run-ts.mjs) from there.
const DEFAULT_OUT = resolve("tests/fixtures/receipts");
const DEFAULT_SEED = "celiacclaim-receipts-1";
const GENERATED_FILE = /^(r\d{3}|e2e-\d)-[a-z]+\.(png|jpg|json)$/;
// The browser test needs receipts a user would photograph with care: big type, a few items, 2-3 of them GF.
const E2E_RECEIPTS = [
  { storeName: "Loblaws", province: "ON" },
  { storeName: "Save-On-Foods", province: "BC" },
  { storeName: "Sobeys", province: "AB" },
];

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "40" },
    out: { type: "string", default: DEFAULT_OUT },
    seed: { type: "string", default: DEFAULT_SEED },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 999) throw new Error("--count must be an integer from 1 to 999");
const outDir = resolve(values.out);
const gf = loadGfProducts();

function checkSums(truth, id) {
  const items = truth.items.reduce((sum, item) => sum + item.priceCents, 0);
  const taxes = truth.taxes.reduce((sum, tax) => sum + tax.cents, 0);
  if (items !== truth.subtotalCents || truth.subtotalCents + taxes !== truth.totalCents) {
    throw new Error(`${id}: amounts do not add up`);
  }
}

function clearGenerated(dir) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (GENERATED_FILE.test(name)) rmSync(join(dir, name));
}

let bytesWritten = 0;
let filesWritten = 0;
function writeSample(dir, id, variant, image, truth) {
  const base = `${id}-${variant}`;
  const json = { id: base, variant, image: `${base}.${image.ext}`, ...truth };
  writeFileSync(join(dir, json.image), image.bytes);
  writeFileSync(join(dir, `${base}.json`), `${JSON.stringify(json, null, 2)}\n`);
  bytesWritten += image.bytes.length;
  filesWritten += 1;
}

/** Composes, lays out and renders one receipt; returns its clean PNG, ground truth and a re-renderer. */
async function makeReceipt(id, options = {}) {
  const random = createRandom(hashSeed(`${values.seed}:${id}`));
  const receipt = composeReceipt(random, gf, options);
  checkSums(receipt.truth, id);
  const lines = layoutReceipt(random, receipt);
  const typesetting = pickTypesetting(random, receipt.style);
  const render = (colours) => renderReceipt(lines, typesetting, colours);
  return { random, truth: receipt.truth, render, clean: await png(render()) };
}

clearGenerated(outDir);
for (let n = 1; n <= count; n++) {
  const id = `r${String(n).padStart(3, "0")}`;
  const { random, truth, render, clean } = await makeReceipt(id);
  writeSample(outDir, id, "clean", clean, truth);
  // Two degraded variants per receipt, cycling so each kind appears equally often.
  for (const k of [2 * (n - 1), 2 * (n - 1) + 1]) {
    const variant = DEGRADED_VARIANTS[k % DEGRADED_VARIANTS.length];
    const image = await degradeReceiptImage(random, variant, { cleanPng: clean.bytes, render });
    writeSample(outDir, id, variant, image, truth);
  }
}

const e2eDir = join(outDir, "e2e");
clearGenerated(e2eDir);
for (const [i, options] of E2E_RECEIPTS.entries()) {
  const id = `e2e-${i + 1}`;
  const { truth, clean } = await makeReceipt(id, { simple: true, ...options });
  writeSample(e2eDir, id, "clean", clean, truth);
}

console.log(`${filesWritten} images (${(bytesWritten / 1024 / 1024).toFixed(2)} MB) with ground truth in ${outDir}`);
