import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "#domain/csv";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";
import type { Claimant } from "#domain/tax/claimant";
import type { RegularSource } from "#domain/tax/comparable-source";

interface Line {
  date: string;
  name?: string;
  category?: string;
  gf: number;
  regular: number;
  share?: number;
  claimant?: Claimant;
  quantity?: number;
  source?: RegularSource;
  sourceDetail?: string | null;
  regularName?: string | null;
}

describe.each(DATABASE_KINDS)("tax report on %s", (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let aliceId: string;

  const register = async (email: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } });
    return { cookie: cookiesFrom(res), id: res.json().user.id as string };
  };

  const insert = async (userId: string, lines: Line[]) => {
    const now = new Date().toISOString();
    const rows = lines.map((l) => ({
      id: randomUUID(),
      user_id: userId,
      purchase_date: l.date,
      store: "Loblaws",
      product_name: l.name ?? "GF White Bread",
      gf_price_cents: l.gf,
      regular_price_cents: l.regular,
      difference_cents: Math.max(0, l.gf - l.regular),
      category: l.category ?? "Bread",
      quantity: l.quantity ?? 1,
      regular_product_name: l.regularName === undefined ? "White Bread" : l.regularName,
      regular_source: l.source ?? "catalog",
      regular_source_detail: l.sourceDetail ?? null,
      share_pct: l.share ?? 100,
      claimant: l.claimant ?? "self",
      created_at: now,
      updated_at: now,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insertInto("line_items").values(rows.slice(i, i + 500)).execute();
    return rows.map((r) => r.id);
  };

  const get = (cookie: string, url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: () => new Date("2025-06-15T12:00:00Z") });
    const a = await register("alice@example.ca");
    alice = a.cookie;
    aliceId = a.id;
    const b = await register("bob@example.ca");
    bob = b.cookie;
    await insert(aliceId, [
      { date: "2024-11-02", gf: 799, regular: 399 },
      { date: "2025-01-10", gf: 799, regular: 399 },
      { date: "2025-02-10", name: "GF Penne", category: "Pasta & Noodles", gf: 449, regular: 199 },
      { date: "2025-02-11", name: "GF Penne", category: "Pasta & Noodles", gf: 449, regular: 199, share: 50 },
      { date: "2025-03-01", name: "GF Crackers", category: "Crackers & Pretzels", gf: 299, regular: 350 },
      { date: "2025-03-05", name: "GF Cookies", category: "Cookies & Biscuits", gf: 600, regular: 300, claimant: "other-dependant" },
    ]);
    await insert(b.id, [{ date: "2023-05-05", gf: 1000, regular: 100 }]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists the years with claims, newest first, and the current year", async () => {
    expect((await get(alice, "/api/tax-report/years")).json()).toEqual({ years: [2025, 2024], currentYear: 2025 });
    expect((await get(bob, "/api/tax-report/years")).json()).toEqual({ years: [2023], currentYear: 2025 });
  });

  it("summarises a year by category, sorted by deduction, with shares and never-negative differences", async () => {
    const res = await get(alice, "/api/tax-report/summary?year=2025");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.categories.map((c: { category: string }) => c.category)).toEqual([
      "Bread",
      "Pasta & Noodles",
      "Cookies & Biscuits",
      "Crackers & Pretzels",
    ]);
    expect(body.categories[0]).toEqual({
      category: "Bread",
      items_logged: 1,
      total_gf_spent: 7.99,
      total_non_gf_cost: 3.99,
      total_tax_deduction: 4,
    });
    expect(body.categories[1]).toMatchObject({ items_logged: 2, total_tax_deduction: 3.75 });
    expect(body.categories[3]).toMatchObject({ total_tax_deduction: 0 });
    expect(body.grandTotals).toEqual({ itemsLogged: 5, totalGfSpent: 25.96, totalNonGfCost: 14.47, totalTaxDeduction: 10.75 });
    expect(body.months).toEqual([
      { month: "2025-01", deduction: 4 },
      { month: "2025-02", deduction: 3.75 },
      { month: "2025-03", deduction: 3 },
    ]);
    expect(body.period).toEqual({ start: "2025-01-01", end: "2025-12-31" });
    // The tax summary page pools these per line of the return (33099 vs 33199) for the credit estimate.
    const byClaimant = [...body.claimants].sort((a: { claimant: string }, b: { claimant: string }) => a.claimant.localeCompare(b.claimant));
    expect(byClaimant).toEqual([
      { claimant: "other-dependant", itemsLogged: 1, deduction: 3 },
      { claimant: "self", itemsLogged: 4, deduction: 7.75 },
    ]);
  });

  it("takes any 12-month period ending in the tax year, and one claimant", async () => {
    const body = (await get(alice, "/api/tax-report/summary?year=2025&endMonth=1")).json();
    expect(body.period).toEqual({ start: "2024-02-01", end: "2025-01-31" });
    expect(body.grandTotals.itemsLogged).toBe(2);
    const dependant = (await get(alice, "/api/tax-report/summary?year=2025&claimant=other-dependant")).json();
    expect(dependant.grandTotals).toMatchObject({ itemsLogged: 1, totalTaxDeduction: 3 });
  });

  it("answers bad queries with a clear 400", async () => {
    for (const [url, message] of [
      ["/api/tax-report/summary", "Please choose a tax year"],
      ["/api/tax-report/summary?year=abc", "Please choose a tax year"],
      ["/api/tax-report/summary?year=2025&endMonth=13", "The period must end in a month from 1 to 12"],
      ["/api/tax-report/download?year=2025&claimant=cat", "Unknown claimant"],
    ] as const) {
      const res = await get(alice, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("asks for sign-in on every endpoint", async () => {
    for (const url of [
      "/api/tax-report/years",
      "/api/tax-report/summary?year=2025",
      "/api/tax-report/download?year=2025",
      "/api/tax-report/gf-receipts",
      "/api/tax-report/claim-summary?year=2025",
      "/api/tax-report/prints?year=2025",
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/tax-report/prints", payload: { year: 2025 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/tax-report/line-items/x" })).statusCode).toBe(401);
  });

  it("downloads the year's CSV with a totals row", async () => {
    const res = await get(alice, "/api/tax-report/download?year=2025");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="gluten-free-tax-report-2025.csv"');
    const rows = parseCsv(res.body);
    // Header, 5 lines, the total, and one total per line of the return (33099 and 33199 both have lines).
    expect(rows).toHaveLength(9);
    expect(rows[6]!.slice(0, 3)).toEqual(["Total", "", "5 items"]);
    expect(rows[6]![13]).toBe("10.75");
    expect(rows.slice(7).map((r) => [r[0], r[13]])).toEqual([
      ["Total for line 33099", "7.75"],
      ["Total for line 33199", "3.00"],
    ]);
  });

  it("gives the per-product claim summary CRA asks for, one row per share, with every purchase behind it", async () => {
    const body = (await get(alice, "/api/tax-report/claim-summary?year=2025&claimant=self")).json();
    expect(body.products[0]).toMatchObject({ product: "GF White Bread", count: 1, sharePct: 100, incrementalCostCents: 400 });
    const penne = body.products.filter((p: { product: string }) => p.product === "GF Penne");
    // (4.49 − 1.99) × 1 × 100% = 2.50 and × 50% = 1.25: one row per share, so each reconciles on paper.
    expect(penne).toEqual([
      expect.objectContaining({ sharePct: 100, count: 1, averageGfPriceCents: 449, averageRegularPriceCents: 199, incrementalCostCents: 250, taxLine: "33099" }),
      expect.objectContaining({ sharePct: 50, count: 1, incrementalCostCents: 125 }),
    ]);
    expect(body.totals).toEqual({ count: 4, incrementalCostCents: 775, byTaxLine: [{ taxLine: "33099", claimableCents: 775 }] });
    expect(body.lines).toHaveLength(4);
    expect(body.lines[0]).toMatchObject({ purchaseDate: "2025-01-10", product: "GF White Bread", quantity: 1, gfPerPackCents: 799, claimantLabel: "Me", taxLine: "33099" });
  });

  it("says where each comparable price came from, and that older lines did not record it", async () => {
    const { id, cookie } = await register("sources@example.ca");
    const median = "Median per 100 g of 5 closest regular products (Wonder White Bread 675 g, Walmart, 2024-12-02; …), scaled to 450 g";
    await insert(id, [
      { date: "2025-04-01", gf: 1598, regular: 698, quantity: 2, source: "category", sourceDetail: median, regularName: null },
      { date: "2025-04-02", gf: 799, regular: 349, source: "custom", sourceDetail: "Entered by you", regularName: null },
      { date: "2025-04-03", gf: 799, regular: 399, source: "unrecorded", regularName: null },
    ]);
    const summary = (await get(cookie, "/api/tax-report/claim-summary?year=2025")).json();
    // Records (decision 038): an old line's English sentence is kept as English, the others are said by the reader.
    expect(summary.lines.map((l: { comparableProduct: unknown; comparableSource: unknown }) => [l.comparableProduct, l.comparableSource])).toEqual([
      [{ key: "comparable.unnamed.category" }, { key: "said.english", values: { text: median } }],
      [{ key: "comparable.unnamed.custom" }, { key: "comparable.enteredByYou" }],
      [{ key: "comparable.unnamed.unrecorded" }, { key: "comparable.notRecorded" }],
    ]);
    expect(summary.lines[0]).toMatchObject({ quantity: 2, gfPerPackCents: 799, regularPerPackCents: 349, gfPriceCents: 1598 });
    // One product row of 4 packs: GF ($15.98 + $7.99 + $7.99) / 4 = $7.99; regular ($6.98 + $3.49 + $3.99) / 4 = $3.615 → $3.62.
    expect(summary.products).toEqual([
      expect.objectContaining({ count: 4, averageGfPriceCents: 799, averageRegularPriceCents: 362, regularSources: [{ key: "said.english", values: { text: median } }, { key: "comparable.enteredByYou" }, { key: "comparable.notRecorded" }] }),
    ]);

    const rows = parseCsv((await get(cookie, "/api/tax-report/download?year=2025")).body);
    expect(rows[1]!.slice(4, 11)).toEqual(["2", "7.99", "15.98", "Similar regular products", median, "3.49", "6.98"]);
    expect(rows[3]!.slice(7, 9)).toEqual(["Not recorded", "Source not recorded"]);
    const [newest] = (await get(cookie, "/api/tax-report/gf-receipts?year=2025")).json().receipts;
    expect(newest).toMatchObject({ regularSource: "unrecorded", comparableSource: { key: "comparable.notRecorded" } });
  });

  it("rounds each total once from the unrounded shares, and each line on its own", async () => {
    // Three 1¢ differences at 50% in April (Bread, for me) and one in May (Pasta, spouse or child). Rounded per line
    // that is 1¢ each, 4¢ in all. Rounded once: Bread 1.5¢ → 2¢, Pasta 0.5¢ → 1¢, April 2¢, May 1¢, me 2¢,
    // spouse 1¢; the grand total and line 33099 are 2¢ (from 2.0¢), not the 3¢ the rounded categories add up to.
    const { id, cookie } = await register("halfcents@example.ca");
    await insert(id, [
      { date: "2025-04-01", gf: 400, regular: 399, share: 50 },
      { date: "2025-04-02", gf: 400, regular: 399, share: 50 },
      { date: "2025-04-03", gf: 400, regular: 399, share: 50 },
      { date: "2025-05-01", category: "Pasta & Noodles", name: "GF Penne", gf: 200, regular: 199, share: 50, claimant: "spouse-or-child" },
    ]);
    const summary = (await get(cookie, "/api/tax-report/summary?year=2025")).json();
    expect(summary.categories.map((c: { category: string; total_tax_deduction: number }) => [c.category, c.total_tax_deduction])).toEqual([
      ["Bread", 0.02],
      ["Pasta & Noodles", 0.01],
    ]);
    expect(summary.grandTotals.totalTaxDeduction).toBe(0.02);
    expect(summary.months).toEqual([
      { month: "2025-04", deduction: 0.02 },
      { month: "2025-05", deduction: 0.01 },
    ]);
    const byClaimant = Object.fromEntries(summary.claimants.map((c: { claimant: string; deduction: number }) => [c.claimant, c.deduction]));
    expect(byClaimant).toEqual({ self: 0.02, "spouse-or-child": 0.01 });
    expect(summary.taxLines).toEqual([{ taxLine: "33099", itemsLogged: 4, deduction: 0.02 }]);

    const lines = (await get(cookie, "/api/tax-report/gf-receipts?year=2025")).json().receipts;
    expect(lines.map((l: { claimable: number }) => l.claimable)).toEqual([0.01, 0.01, 0.01, 0.01]);
    const csv = parseCsv((await get(cookie, "/api/tax-report/download?year=2025")).body);
    expect(csv.at(-1)![13]).toBe("0.02");
    const printable = (await get(cookie, "/api/tax-report/claim-summary?year=2025")).json();
    expect(printable.products.map((p: { incrementalCostCents: number }) => p.incrementalCostCents)).toEqual([2, 1]);
    expect(printable.totals.incrementalCostCents).toBe(2);
  });

  it("lists, edits and deletes only the caller's lines", async () => {
    const list = (await get(alice, "/api/tax-report/gf-receipts")).json().receipts;
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({ purchaseDate: "2025-03-05", customProductName: "GF Cookies", price: 6, originalPrice: 3, priceDifference: 3 });
    const id = list[0].id as string;
    expect((await get(bob, "/api/tax-report/gf-receipts")).json().receipts).toHaveLength(1);

    const bobEdit = await t.app.inject({ method: "PUT", url: `/api/tax-report/line-items/${id}`, headers: { cookie: bob }, payload: { product_name: "Mine" } });
    expect(bobEdit.statusCode).toBe(404);
    const bobDelete = await t.app.inject({ method: "DELETE", url: `/api/tax-report/line-items/${id}`, headers: { cookie: bob } });
    expect(bobDelete.statusCode).toBe(404);

    const edit = await t.app.inject({
      method: "PUT",
      url: `/api/tax-report/line-items/${id}`,
      headers: { cookie: alice },
      payload: { gf_price: "6.50", non_gf_equiv_price: "7", savings: "999.00", store_location: "Metro", share_pct: 50 },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().item).toMatchObject({
      price: 6.5,
      originalPrice: 7,
      priceDifference: 0,
      storeLocation: "Metro",
      sharePct: 50,
      regularProductName: null,
      regularSource: "custom",
      comparableSource: { key: "comparable.enteredByYou" },
    });

    const del = await t.app.inject({ method: "DELETE", url: `/api/tax-report/line-items/${id}`, headers: { cookie: alice } });
    expect(del.statusCode).toBe(200);
    const again = await t.app.inject({ method: "DELETE", url: `/api/tax-report/line-items/${id}`, headers: { cookie: alice } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This record was not found. It may have been deleted.");
  });

  it("refuses bad edits with the rule's message", async () => {
    const [id] = (await get(alice, "/api/tax-report/gf-receipts")).json().receipts.map((r: { id: string }) => r.id);
    for (const [payload, message] of [
      [{ gf_price: "12.345" }, "Please enter a valid price (e.g., 12.34, 100, 80.5)"],
      [{ gf_price: "-1" }, "Price cannot be negative"],
      [{ gf_price: "abc" }, "Please enter a valid price (e.g., 12.34, 100, 80.5)"],
      [{ product_name: "" }, "Product name is required"],
      [{ share_pct: 0 }, "The share must be a whole percent from 1 to 100"],
      [{ savings: "3.00" }, "Nothing to update"],
      [{}, "Nothing to update"],
    ] as const) {
      const res = await t.app.inject({ method: "PUT", url: `/api/tax-report/line-items/${id}`, headers: { cookie: alice }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("edits the quantity and the comparable regular price of one pack", async () => {
    const { id, cookie } = await register("quantities@example.ca");
    const detail = "White Bread 675 g, Walmart, 2024-12-02, scaled to 450 g";
    const [lineId, otherId] = await insert(id, [
      { date: "2025-04-01", gf: 1598, regular: 698, quantity: 2, sourceDetail: detail },
      { date: "2025-04-02", gf: 1598, regular: 698, quantity: 2, sourceDetail: detail },
    ]);
    const put = (target: string, payload: object) =>
      t.app.inject({ method: "PUT", url: `/api/tax-report/line-items/${target}`, headers: { cookie }, payload });

    // 3 packs instead of 2: the $15.98 paid stays; the regular $3.49 a pack makes $10.47 and keeps its catalog source.
    let res = await put(lineId!, { quantity: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({
      quantity: 3,
      price: 15.98,
      unitPrice: 5.33,
      originalPrice: 10.47,
      originalUnitPrice: 3.49,
      priceDifference: 5.51,
      regularSource: "catalog",
      regularProductName: "White Bread",
      comparableSource: { key: "said.english", values: { text: detail } },
    });

    // $2.99 a pack × 3 = $8.97, entered by the user: the catalog product is no longer the comparable.
    res = await put(lineId!, { non_gf_unit_price: "2.99" });
    expect(res.json().item).toMatchObject({ originalPrice: 8.97, originalUnitPrice: 2.99, priceDifference: 7.01, regularSource: "custom", comparableSource: { key: "comparable.enteredByYou" }, regularProductName: null });
    const row = await t.database.db.selectFrom("line_items").selectAll().where("id", "=", lineId!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      regular_price_cents: 897,
      regular_source: "custom",
      regular_source_detail: "Entered by you",
      regular_source_words: JSON.stringify({ key: "comparable.enteredByYou" }),
      regular_product_id: null,
    });

    // Quantity and pack price together: 1.5 × $3.00 = $4.50; $15.98 / 1.5 = $10.653… → $10.65 a pack.
    res = await put(lineId!, { quantity: "1.5", non_gf_unit_price: 3 });
    expect(res.json().item).toMatchObject({ quantity: 1.5, originalPrice: 4.5, unitPrice: 10.65, priceDifference: 11.48 });

    // The product spec's line total still works, and marks the price as the user's too.
    res = await put(otherId!, { non_gf_equiv_price: "4.00" });
    expect(res.json().item).toMatchObject({ quantity: 2, originalPrice: 4, originalUnitPrice: 2, regularSource: "custom" });

    // Saving the pack price already shown changes nothing, so the catalog source stays.
    const [third] = await insert(id, [{ date: "2025-04-03", gf: 1598, regular: 698, quantity: 2, sourceDetail: detail }]);
    res = await put(third!, { non_gf_unit_price: "3.49" });
    expect(res.json().item).toMatchObject({ originalPrice: 6.98, regularSource: "catalog", regularProductName: "White Bread" });
  });

  it("refuses a bad quantity, a price sent both ways and a line beyond reason", async () => {
    const [id] = (await get(alice, "/api/tax-report/gf-receipts")).json().receipts.map((r: { id: string }) => r.id);
    const quantityMessage = "The quantity must be a number above 0 and up to 999, with at most 3 decimals";
    for (const [payload, message] of [
      [{ quantity: 0 }, quantityMessage],
      [{ quantity: -1 }, quantityMessage],
      [{ quantity: "1000.001" }, quantityMessage],
      [{ quantity: 1.2345 }, quantityMessage],
      [{ quantity: "two" }, quantityMessage],
      [{ quantity: null }, quantityMessage],
      [{ non_gf_unit_price: "1.234" }, "Please enter a valid price (e.g., 12.34, 100, 80.5)"],
      [{ non_gf_unit_price: "3", non_gf_equiv_price: "6" }, "Send the regular price for one pack or for the whole line, not both"],
      [{ quantity: 999, non_gf_unit_price: "10.02" }, "A line's prices must be $10,000 or less"],
    ] as const) {
      const res = await t.app.inject({ method: "PUT", url: `/api/tax-report/line-items/${id}`, headers: { cookie: alice }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("remembers printed claim periods and names the earlier ones that overlap", async () => {
    const { cookie } = await register("prints@example.ca");
    const print = (payload: object) => t.app.inject({ method: "POST", url: "/api/tax-report/prints", headers: { cookie }, payload });
    const overlapping = async (query: string) => (await get(cookie, `/api/tax-report/prints?${query}`)).json().overlapping;

    const res = await print({ year: 2025 });
    expect(res.statusCode).toBe(200);
    expect(res.json().print).toEqual({ period: { start: "2025-01-01", end: "2025-12-31" }, claimant: null, printedAt: "2025-06-15T12:00:00.000Z" });
    await print({ year: 2025 });
    await print({ year: 2026, endMonth: 6, claimant: "other-dependant" });

    // The same period again is no conflict (nor is the dependant's print, for someone else's purchases); the
    // 12 months ending March 2026 overlap the calendar year 2025, counted once.
    expect(await overlapping("year=2025&claimant=self")).toEqual([]);
    expect(await overlapping("year=2026&endMonth=3&claimant=self")).toEqual([
      { period: { start: "2025-01-01", end: "2025-12-31" }, claimant: null, printedAt: "2025-06-15T12:00:00.000Z" },
    ]);
    // A summary for everyone overlaps the dependant's print too; the calendar year 2027 overlaps nothing.
    expect((await overlapping("year=2026&endMonth=3")).map((p: { claimant: string | null }) => p.claimant)).toEqual([null, "other-dependant"]);
    expect(await overlapping("year=2027")).toEqual([]);

    // Another user's prints are theirs alone.
    expect((await get(bob, "/api/tax-report/prints?year=2026&endMonth=3")).json().overlapping).toEqual([]);
    expect((await print({ year: 2025, endMonth: 13 })).json().message).toBe("The period must end in a month from 1 to 12");
  });

  it("sums thousands of lines exactly in cents", async () => {
    const { id } = await register("carol@example.ca").then(async (c) => ({ id: c.id, cookie: c.cookie }));
    const lines: Line[] = Array.from({ length: 3000 }, (_, i) => ({ date: "2024-07-01", gf: 333 + (i % 10), regular: 111, share: i % 3 === 0 ? 33 : 100 }));
    await insert(id, lines);
    const carol = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "carol@example.ca", password: "Gluten123" } }));
    // Rounded once: Σ difference × share, then / 100 half up.
    const expectedCents = Math.floor((lines.reduce((n, l) => n + (l.gf - l.regular) * (l.share ?? 100), 0) + 50) / 100);
    const body = (await get(carol, "/api/tax-report/summary?year=2024")).json();
    expect(Math.round(body.grandTotals.totalTaxDeduction * 100)).toBe(expectedCents);
    expect(Math.round(body.grandTotals.totalGfSpent * 100)).toBe(lines.reduce((n, l) => n + l.gf, 0));
  });
});
