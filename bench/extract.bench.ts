/**
 * npm run bench:extract — the offline extractor (PP-OCR on ONNX Runtime + parseReceiptText), one photo at a time as a
 * user's upload is read, over:
 * - **real photos**: ../shared/data/receipt-photos (phone photos of printed receipts with hand-checked truth), scored
 *   exactly as ../shared/tools/receipt-score.mjs scores unseen photos (item F1 on name + price, date, total, refusals).
 *   Rows: every photo with complete truth, and distinct receipts (the upstream tilt copies left out).
 *   Targets: item F1, date and total ≥ 0.90, no clear photo refused, median ≤ 3 s and p95 ≤ 6 s per photo.
 * - **synthetic**: the generated receipts in tests/fixtures/receipts (our own generator, labelled as such; its
 *   truth gives each item's amount after its own discount, so items are compared as paid).
 *
 * `--misses` lists what was wrong; `--real` or `--synthetic` runs one set; `--dir` points the synthetic set elsewhere:
 *   node scripts/receipts/generate-receipts.mjs --out /tmp/receipts-heldout --seed another-seed
 *   node scripts/run-ts.mjs bench/extract.bench.ts --synthetic --dir /tmp/receipts-heldout
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { detectGlutenFree } from "#domain/gluten-free/detect-gluten-free";
import { createGfBrandIndex } from "#domain/gluten-free/gf-brands";
import { linesAsPaid } from "#domain/receipt-reading/attach-discounts";
import { similarity } from "#domain/receipt-reading/normalise-text";
import { createOcrReceiptExtractor } from "#server/integrations/extraction/ocr-receipt-extractor";
import type { ExtractedReceipt } from "#server/integrations/extraction/receipt-extractor";
import type { ReceiptTruth as Truth } from "../tests/fixtures/receipts/receipt-truth";
import { loadGfBrandsFile } from "./support/load-gf-brands-file";

interface Case {
  truth: Truth;
  imagePath: string;
}

const dirFlag = process.argv.indexOf("--dir");
const FIXTURES = dirFlag > 0 ? process.argv[dirFlag + 1]! : "tests/fixtures/receipts";
const PHOTOS = "../shared/data/receipt-photos";
const showMisses = process.argv.includes("--misses");
const runReal = !process.argv.includes("--synthetic");
const runSynthetic = !process.argv.includes("--real");

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

const cases = runSynthetic ? findCases(FIXTURES) : [];
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
  const paid = linesAsPaid(got.items);
  got = { ...got, items: paid };
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
// As the server runs it by default: one worker thread with every core, one photo at a time.
const extractor = createOcrReceiptExtractor({ workers: 1, threadsPerWorker: availableParallelism() });
const EMPTY: ExtractedReceipt = {
  store: null, address: null, purchaseDate: null, subtotalCents: null, totalCents: null, taxes: [], items: [], balanced: null, warnings: [],
};
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

/** One photo (or receipt image) read as an upload is: the time from bytes in to lines out, or the refusal. */
async function read(image: Buffer): Promise<{ got: ExtractedReceipt | null; seconds: number; error: string | null }> {
  const t0 = performance.now();
  try {
    const got = await extractor.extract([image], { referenceDate });
    return { got, seconds: (performance.now() - t0) / 1000, error: null };
  } catch (error) {
    return { got: null, seconds: (performance.now() - t0) / 1000, error: (error as Error).message };
  }
}

if (runSynthetic && cases.length > 0) {
  const scores: Score[] = [];
  const failures: string[] = [];
  for (const { truth, imagePath } of cases) {
    const { got, seconds, error } = await read(readFileSync(imagePath));
    if (error) failures.push(`${truth.id}: ${error}`);
    scores.push(score(truth, got ?? EMPTY, seconds));
  }
  const share = (rows: Score[], pick: (s: Score) => boolean) => rows.filter(pick).length / rows.length;
  const sum = (rows: Score[], pick: (s: Score) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const row = (label: string, rows: Score[]): string => {
    const precision = sum(rows, (s) => s.correct) / sum(rows, (s) => s.predicted);
    const recall = sum(rows, (s) => s.correct) / sum(rows, (s) => s.expected);
    const f1 = (2 * precision * recall) / (precision + recall);
    const gf = sum(rows, (s) => s.gfRight) / sum(rows, (s) => s.correct);
    const seconds = rows.map((s) => s.seconds);
    const cells = [share(rows, (s) => s.store), share(rows, (s) => s.date), share(rows, (s) => s.total), precision, recall, f1, gf].map((v) =>
      v.toFixed(3),
    );
    return `| ${label} | ${rows.length} | ${cells.join(" | ")} | ${quantile(seconds, 0.5).toFixed(2)} | ${quantile(seconds, 0.95).toFixed(2)} |`;
  };
  const variants = [...new Set(scores.map((s) => s.variant))].filter((v) => v !== "clean").sort();
  console.log(`\nbench:extract — SYNTHETIC receipts from our own generator (${cases.length} images in ${FIXTURES}), reference date ${referenceDate}\n`);
  console.log("| synthetic images | n | store acc | date acc | total acc | item precision | item recall | item F1 | GF-flag acc | median s | p95 s |");
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
}

interface PhotoTruth {
  id: string;
  image: string;
  complete: boolean;
  date: string | null;
  total: number | null;
  items: { name: string; price: number }[];
}

if (runReal && existsSync(PHOTOS)) {
  // The scorer is loaded at run time, not bundled: it is the same file that scores unseen photos.
  const scorer = (await import(pathToFileURL(resolve(PHOTOS, "../../tools/receipt-score.mjs")).href)) as {
    scoreReceipt(truth: PhotoTruth, read: unknown): { tp: number; fp: number; fn: number; dateOk: boolean | null; totalOk: boolean | null };
    summarise(scores: unknown[]): { photos: number; f1: number; precision: number; recall: number; dates: string; totals: string };
    nameSimilarity(a: string, b: string): number;
  };
  const truths = readdirSync(PHOTOS)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(PHOTOS, f), "utf8")) as PhotoTruth)
    .filter((t) => t.complete !== false);
  const results: { id: string; score: ReturnType<typeof scorer.scoreReceipt>; seconds: number; refused: boolean; misses: string[] }[] = [];
  for (const truth of truths) {
    const { got, seconds } = await read(readFileSync(join(PHOTOS, truth.image)));
    // As the API answers: the printed lines (items, discounts, deposits, fees) at their printed prices.
    const answer = got && {
      date: got.purchaseDate,
      total: got.totalCents,
      items: got.items.map((i) => ({ name: i.name, price: i.priceCents })),
    };
    const s = scorer.scoreReceipt(truth, answer);
    const misses: string[] = [];
    if (answer) {
      const left = [...answer.items];
      for (const t of truth.items) {
        const i = left.findIndex((r) => r.price === t.price && scorer.nameSimilarity(r.name, t.name) >= 0.5);
        if (i >= 0) left.splice(i, 1);
        else misses.push(`missed ${t.name} ${t.price}`);
      }
      for (const r of left) misses.push(`extra ${r.name} ${r.price}`);
      if (s.dateOk === false) misses.push(`date ${answer.date} (truth ${truth.date})`);
      if (s.totalOk === false) misses.push(`total ${answer.total} (truth ${truth.total})`);
    }
    results.push({ id: truth.id, score: s, seconds, refused: got === null, misses });
  }
  const line = (label: string, rows: typeof results) => {
    const m = scorer.summarise(rows.map((r) => r.score));
    const seconds = rows.map((r) => r.seconds);
    const frac = (x: string) => {
      const [a, b] = x.split("/").map(Number);
      return `${(a! / b!).toFixed(3)} (${x})`;
    };
    return `| ${label} | ${m.photos} | ${m.precision.toFixed(3)} | ${m.recall.toFixed(3)} | ${m.f1.toFixed(3)} | ${frac(m.dates)} | ${frac(m.totals)} | ${rows.filter((r) => r.refused).length} | ${quantile(seconds, 0.5).toFixed(2)} | ${quantile(seconds, 0.95).toFixed(2)} |`;
  };
  console.log(`\nbench:extract — REAL phone photos (${PHOTOS}, complete truth only), one at a time, ${availableParallelism()} cores\n`);
  console.log("| real photos | n | item precision | item recall | item F1 | date | total | refused | median s | p95 s |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  console.log(line("every photo", results));
  console.log(line("distinct receipts (no tilt copies)", results.filter((r) => !/_tilt\d+$/.test(r.id))));
  console.log(line("Canadian photos", results.filter((r) => !r.id.startsWith("nanocar_"))));
  console.log("\n| photo | items right | extra | date | total | s |");
  console.log("|---|---|---|---|---|---|");
  for (const r of results) {
    const t = truths.find((x) => x.id === r.id)!;
    const cell = (ok: boolean | null) => (ok === null ? "–" : ok ? "✔" : "✘");
    console.log(`| ${r.id} | ${r.refused ? "refused" : `${r.score.tp}/${t.items.length}`} | ${r.score.fp} | ${cell(r.score.dateOk)} | ${cell(r.score.totalOk)} | ${r.seconds.toFixed(2)} |`);
  }
  if (showMisses) {
    console.log("\nmisses:");
    for (const r of results) if (r.misses.length > 0) console.log(`  ${r.id}: ${r.misses.join("; ")}`);
  }
  console.log("\nEngine comparison on these photos: docs/decisions/009-receipt-ocr-engine.md (tesseract.js 7 vs PP-OCRv4).");
}
await extractor.close();
