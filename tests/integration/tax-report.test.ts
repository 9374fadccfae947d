import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../src/domain/csv";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

interface Line {
  date: string;
  name?: string;
  category?: string;
  gf: number;
  regular: number;
  share?: number;
  claimant?: string;
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
      regular_product_name: "White Bread",
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
    for (const url of ["/api/tax-report/years", "/api/tax-report/summary?year=2025", "/api/tax-report/download?year=2025", "/api/tax-report/gf-receipts", "/api/tax-report/claim-summary?year=2025"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: "DELETE", url: "/api/tax-report/line-items/x" })).statusCode).toBe(401);
  });

  it("downloads the year's CSV with a totals row", async () => {
    const res = await get(alice, "/api/tax-report/download?year=2025");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="gluten-free-tax-report-2025.csv"');
    const rows = parseCsv(res.body);
    expect(rows).toHaveLength(7);
    expect(rows.at(-1)!.slice(0, 3)).toEqual(["Total", "", "5 items"]);
    expect(rows.at(-1)![10]).toBe("10.75");
  });

  it("gives the per-product claim summary CRA asks for", async () => {
    const body = (await get(alice, "/api/tax-report/claim-summary?year=2025&claimant=self")).json();
    expect(body.products[0]).toMatchObject({ product: "GF White Bread", count: 1, incrementalCostCents: 400 });
    expect(body.products.find((p: { product: string }) => p.product === "GF Penne")).toMatchObject({
      count: 2,
      averageGfPriceCents: 449,
      averageRegularPriceCents: 199,
      incrementalCostCents: 375,
    });
    expect(body.totals.incrementalCostCents).toBe(775);
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
    expect(edit.json().item).toMatchObject({ price: 6.5, originalPrice: 7, priceDifference: 0, storeLocation: "Metro", sharePct: 50, regularProductName: null });

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

  it("sums thousands of lines exactly in cents", async () => {
    const { id } = await register("carol@example.ca").then(async (c) => ({ id: c.id, cookie: c.cookie }));
    const lines: Line[] = Array.from({ length: 3000 }, (_, i) => ({ date: "2024-07-01", gf: 333 + (i % 10), regular: 111, share: i % 3 === 0 ? 33 : 100 }));
    await insert(id, lines);
    const carol = cookiesFrom(await t.app.inject({ method: "POST", url: "/api/login", payload: { email: "carol@example.ca", password: "Gluten123" } }));
    const expectedCents = lines.reduce((n, l) => n + Math.floor(((l.gf - l.regular) * (l.share ?? 100) + 50) / 100), 0);
    const body = (await get(carol, "/api/tax-report/summary?year=2024")).json();
    expect(Math.round(body.grandTotals.totalTaxDeduction * 100)).toBe(expectedCents);
    expect(Math.round(body.grandTotals.totalGfSpent * 100)).toBe(lines.reduce((n, l) => n + l.gf, 0));
  });
});
