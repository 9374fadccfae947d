/**
 * npm run bench:extract — the OCR extractor (tesseract + parseReceiptText) over every generated receipt in
 * tests/fixtures/receipts (and e2e/), two workers with two receipts in flight, scored against the ground truth.
 * Targets: item F1 ≥ 0.95 clean, ≥ 0.85 degraded; date and total ≥ 0.95; median ≤ 1.5 s per receipt.
 *
 * An item is right when its price equals the truth and its name matches (upper case, spaces collapsed, then equal
 * or Levenshtein similarity ≥ 0.85); one parsed line answers one truth line. GF accuracy is detectGlutenFree on the
 * parsed name against the truth's isGlutenFree, over the matched items. `--misses` lists what was wrong.
 *
 * The parser was tuned on these fixtures. For a held-out check, generate a fresh corpus outside the repo and point
 * the bench at it:
 *   node scripts/receipts/generate-receipts.mjs --out /tmp/receipts-heldout --seed another-seed
 *   node bench/run-bench.mjs bench/extract.bench.ts --dir /tmp/receipts-heldout
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { detectGlutenFree } from "../src/domain/gluten-free/detect-gluten-free";
import { createGfBrandIndex } from "../src/domain/gluten-free/gf-brands";
import { similarity } from "../src/domain/receipt/normalise-text";
import { createOcrReceiptExtractor } from "../src/server/integrations/extraction/ocr-receipt-extractor";
import type { ExtractedReceipt } from "../src/server/integrations/extraction/receipt-extractor";
import type { ReceiptTruth as Truth } from "../tests/fixtures/receipts/receipt-truth";
import { loadGfBrandsFile } from "./support/load-gf-brands-file";

interface Case {
  truth: Truth;
  imagePath: string;
}

const dirFlag = process.argv.indexOf("--dir");
const FIXTURES = dirFlag > 0 ? process.argv[dirFlag + 1]! : "tests/fixtures/receipts";
const SHARED = "../shared/data";
const WORKERS = 2;
const showMisses = process.argv.includes("--misses");

/** Every `<image>` with a ground-truth `<base>.json` beside it (the fixture format) under `dir`. */
function findCases(dir: string): Case[] {
  if (!existsSync(dir)) return [];
  const cases: Case[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) cases.push(...findCases(path));
    else if (entry.endsWith(".json")) {
      const truth = JSON.parse(readFileSync(path, "utf8")) as Partial<Truth>;
      if (truth.image && Array.isArray(truth.items) && existsSync(join(dir, truth.image))) {
        cases.push({ truth: truth as Truth, imagePath: join(dir, truth.image) });
      }
    }
  }
  return cases;
}

const shared = findCases(SHARED);
const cases = [...findCases(FIXTURES), ...shared];
const brands = createGfBrandIndex(loadGfBrandsFile());
const normalise = (name: string) => name.toUpperCase().replace(/\s+/g, " ").trim();
const sameName = (a: string, b: string) => normalise(a) === normalise(b) || similarity(normalise(a), normalise(b)) >= 0.85;

interface Score {
  id: string;
  variant: string;
  seconds: number;
  store: boolean;
  date: boolean;
  total: boolean;
  predicted: number;
  expected: number;
  correct: number;
  gfRight: number;
  misses: string[];
}

function score(truth: Truth, got: ExtractedReceipt, seconds: number): Score {
  const used = new Set<number>();
  let correct = 0;
  let gfRight = 0;
  const misses: string[] = [];
  for (const item of truth.items) {
    const i = got.items.findIndex((g, k) => !used.has(k) && g.priceCents === item.priceCents && sameName(g.name, item.name));
    if (i < 0) {
      misses.push(`missed ${item.name} ${item.priceCents}`);
      continue;
    }
    used.add(i);
    correct++;
    if (detectGlutenFree(got.items[i]!.name, brands).isGlutenFree === item.isGlutenFree) gfRight++;
    else misses.push(`GF flag wrong for ${got.items[i]!.name}`);
  }
  got.items.forEach((g, k) => !used.has(k) && misses.push(`extra ${g.name} ${g.priceCents}`));
  if (got.store !== truth.store) misses.push(`store ${got.store} (truth ${truth.store})`);
  if (got.purchaseDate !== truth.purchaseDate) misses.push(`date ${got.purchaseDate} (truth ${truth.purchaseDate})`);
  if (got.totalCents !== truth.totalCents) misses.push(`total ${got.totalCents} (truth ${truth.totalCents})`);
  return {
    id: truth.id,
    variant: truth.variant,
    seconds,
    store: got.store === truth.store,
    date: got.purchaseDate === truth.purchaseDate,
    total: got.totalCents === truth.totalCents,
    predicted: got.items.length,
    expected: truth.items.length,
    correct,
    gfRight,
    misses,
  };
}

const referenceDate = new Date().toISOString().slice(0, 10);
const extractor = createOcrReceiptExtractor({ workers: WORKERS });
const scores: Score[] = [];
const failures: string[] = [];
let next = 0;
const started = performance.now();
async function lane(): Promise<void> {
  while (next < cases.length) {
    const { truth, imagePath } = cases[next++]!;
    const image = readFileSync(imagePath);
    const t0 = performance.now();
    try {
      const got = await extractor.extract(image, { referenceDate });
      scores.push(score(truth, got, (performance.now() - t0) / 1000));
    } catch (error) {
      failures.push(`${truth.id}: ${(error as Error).message}`);
      const empty: ExtractedReceipt = {
        store: null, address: null, purchaseDate: null, subtotalCents: null, totalCents: null, taxes: [], items: [], balanced: null, warnings: [],
      };
      scores.push(score(truth, empty, (performance.now() - t0) / 1000));
    }
  }
}
await Promise.all(Array.from({ length: WORKERS }, lane));
const wall = (performance.now() - started) / 1000;
await extractor.close();

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const share = (rows: Score[], pick: (s: Score) => boolean) => rows.filter(pick).length / rows.length;
const sum = (rows: Score[], pick: (s: Score) => number) => rows.reduce((s, r) => s + pick(r), 0);

function row(label: string, rows: Score[]): string {
  const precision = sum(rows, (s) => s.correct) / sum(rows, (s) => s.predicted);
  const recall = sum(rows, (s) => s.correct) / sum(rows, (s) => s.expected);
  const f1 = (2 * precision * recall) / (precision + recall);
  const gf = sum(rows, (s) => s.gfRight) / sum(rows, (s) => s.correct);
  const seconds = rows.map((s) => s.seconds);
  const cells = [
    share(rows, (s) => s.store), share(rows, (s) => s.date), share(rows, (s) => s.total), precision, recall, f1, gf,
  ].map((v) => v.toFixed(3));
  return `| ${label} | ${rows.length} | ${cells.join(" | ")} | ${quantile(seconds, 0.5).toFixed(2)} | ${quantile(seconds, 0.95).toFixed(2)} |`;
}

const variants = [...new Set(scores.map((s) => s.variant))].filter((v) => v !== "clean").sort();
console.log(
  `\nbench:extract: ${cases.length} receipts from ${FIXTURES} (${shared.length} from ${SHARED}), ${WORKERS} workers, ` +
    `${(wall / cases.length).toFixed(2)} s per receipt overall, reference date ${referenceDate}\n`,
);
console.log("| images | n | store acc | date acc | total acc | item precision | item recall | item F1 | GF-flag acc | median s | p95 s |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
console.log(row("clean", scores.filter((s) => s.variant === "clean")));
for (const v of variants) console.log(row(v, scores.filter((s) => s.variant === v)));
console.log(row("all degraded", scores.filter((s) => s.variant !== "clean")));

if (failures.length > 0) console.log(`\nfailed: ${failures.join("; ")}`);
if (showMisses) {
  console.log("\nmisses:");
  for (const s of [...scores].sort((a, b) => a.id.localeCompare(b.id))) {
    if (s.misses.length > 0) console.log(`  ${s.id}: ${s.misses.join("; ")}`);
  }
}
