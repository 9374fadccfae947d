/**
 * npm run bench:reports — one user with 50,000 claim lines over 5 years; times the report endpoints' services on
 * SQLite and, when TEST_DATABASE_URL is set, PostgreSQL. Targets: summary p95 ≤ 50 ms, one year's CSV ≤ 300 ms.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createTestDatabase } from "../tests/integration/support/test-database";
import type { DialectName } from "#server/db/open-database";
import { buildTaxSummary } from "#server/services/tax-report/build-tax-summary";
import { buildClaimSummary, buildTaxReportDownload } from "#server/services/tax-report/build-claim-documents";
import { listLineItems } from "#server/services/tax-report/list-line-items";
import { listReportYears } from "#server/services/tax-report/list-report-years";
import { CATEGORIES } from "#domain/gluten-free/categories";

const LINES = 50_000;
const YEARS = [2021, 2022, 2023, 2024, 2025];
const RUNS = 30;

function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function time(fn: () => Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function benchDialect(kind: DialectName) {
  const test = await createTestDatabase(kind);
  const { db } = test.database;
  try {
    const userId = randomUUID();
    const now = new Date().toISOString();
    await db
      .insertInto("user")
      .values({ id: userId, name: "bench", email: "bench@example.ca", emailVerified: 1, createdAt: now, updatedAt: now } as never)
      .execute();
    const random = rng(42);
    const rows = Array.from({ length: LINES }, (_, i) => {
      const year = YEARS[i % YEARS.length]!;
      const month = 1 + Math.floor(random() * 12);
      const day = 1 + Math.floor(random() * 28);
      const gf = 200 + Math.floor(random() * 1500);
      const regular = Math.floor(gf * (0.3 + random() * 0.6));
      return {
        id: randomUUID(),
        user_id: userId,
        purchase_date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
        store: "Loblaws",
        product_name: `GF product ${i % 400}`,
        gf_price_cents: gf,
        regular_price_cents: regular,
        difference_cents: gf - regular,
        category: CATEGORIES[i % CATEGORIES.length]!,
        share_pct: i % 5 === 0 ? 50 : 100,
        claimant: i % 7 === 0 ? ("other-dependant" as const) : ("self" as const),
        created_at: now,
        updated_at: now,
      };
    });
    for (let i = 0; i < rows.length; i += 1000) await db.insertInto("line_items").values(rows.slice(i, i + 1000)).execute();

    const q = { year: 2024, endMonth: 12 };
    const results = {
      summary: await time(() => buildTaxSummary(db, userId, q, { netIncomeCents: null, province: null })),
      years: await time(() => listReportYears(db, userId, new Date())),
      "list (one year)": await time(() => listLineItems(db, userId, q)),
      "CSV (one year)": await time(() => buildTaxReportDownload(db, userId, q)),
      "claim summary": await time(() => buildClaimSummary(db, userId, q)),
    };
    return Object.entries(results).map(([what, r]) => ({ db: kind, what, ...r }));
  } finally {
    await test.drop();
  }
}

const kinds: DialectName[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
const TARGETS: Record<string, number> = { summary: 50, "CSV (one year)": 300 };
const rows = [];
for (const kind of kinds) rows.push(...(await benchDialect(kind)));

console.log(`\nbench:reports: ${LINES.toLocaleString("en-CA")} lines over ${YEARS.length} years, one user; ${RUNS} runs each\n`);
console.log("| db | what | n | median ms | p95 ms | target p95 ms | met |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) {
  const target = TARGETS[r.what];
  const met = target === undefined ? "" : r.p95 <= target ? "yes" : "NO";
  console.log(`| ${r.db} | ${r.what} | ${RUNS} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${target ?? ""} | ${met} |`);
}
