import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_OTHER_EXPENSES } from "#domain/planner/other-expense-schema";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

describe.each(DATABASE_KINDS)("claim planner on %s", (kind) => {
  let t: TestApp;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  const register = async (email: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } });
    return { cookie: cookiesFrom(res), id: res.json().user.id as string };
  };
  const call = (cookie: string | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const dental = { date: "2025-03-10", description: "Dental cleaning", amountCents: 18_000, claimant: "self" };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { now: () => new Date("2025-06-15T12:00:00Z") });
    alice = await register("alice@example.ca");
    bob = await register("bob@example.ca");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("adds, lists, replaces and deletes the user's own other expenses", async () => {
    const added = await call(alice.cookie, "POST", "/api/other-expenses", { ...dental, description: "  Dental   cleaning " });
    expect(added.statusCode).toBe(200);
    const expense = added.json();
    expect(expense).toMatchObject({ ...dental, id: expect.any(String) });
    expect((await call(alice.cookie, "GET", "/api/other-expenses")).json()).toEqual({ expenses: [expense] });
    expect((await call(bob.cookie, "GET", "/api/other-expenses")).json()).toEqual({ expenses: [] });

    const replaced = await call(alice.cookie, "PUT", `/api/other-expenses/${expense.id}`, { ...dental, amountCents: 21_000, claimant: "other-dependant" });
    expect(replaced.json()).toEqual({ ...dental, id: expense.id, amountCents: 21_000, claimant: "other-dependant" });
    expect((await call(alice.cookie, "DELETE", `/api/other-expenses/${expense.id}`)).json()).toEqual({ success: true });
    expect((await call(alice.cookie, "GET", "/api/other-expenses")).json()).toEqual({ expenses: [] });
  });

  it("answers another user's id as it answers an unknown one, and changes nothing", async () => {
    const own = (await call(alice.cookie, "POST", "/api/other-expenses", dental)).json();
    for (const [method, payload] of [["PUT", dental], ["DELETE", undefined]] as const) {
      for (const id of [own.id, randomUUID()]) {
        const res = await call(bob.cookie, method, `/api/other-expenses/${id}`, payload);
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json().message).toBe("This expense was not found. It may have been deleted.");
      }
    }
    expect((await call(alice.cookie, "GET", "/api/other-expenses")).json().expenses).toEqual([own]);
    await call(alice.cookie, "DELETE", `/api/other-expenses/${own.id}`);
  });

  it("refuses bad input with the rule's message", async () => {
    for (const [payload, message] of [
      [{ ...dental, amountCents: 0 }, "The amount must be a whole number of cents from 1 to 10,000,000"],
      [{ ...dental, amountCents: 12.5 }, "The amount must be a whole number of cents from 1 to 10,000,000"],
      [{ ...dental, amountCents: 10_000_001 }, "The amount must be a whole number of cents from 1 to 10,000,000"],
      [{ ...dental, date: "10/03/2025" }, "Enter the date as YYYY-MM-DD"],
      [{ ...dental, description: "   " }, "Describe the expense"],
      [{ ...dental, description: "x".repeat(121) }, "Keep the description to 120 characters"],
      [{ ...dental, description: "Glasses\u202E" }, "Names cannot contain invisible or text-direction characters."],
      [{ ...dental, claimant: "cat" }, "Unknown claimant"],
    ] as const) {
      const res = await call(alice.cookie, "POST", "/api/other-expenses", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ message, code: "VALIDATION_FAILED" });
    }
    // The same refusal in the request's language, its argument written the French way.
    const french = await t.app.inject({
      method: "POST",
      url: "/api/other-expenses",
      headers: { cookie: alice.cookie, "accept-language": "fr-CA" },
      payload: { ...dental, amountCents: 0 },
    });
    expect(french.json()).toMatchObject({ code: "VALIDATION_FAILED", fieldErrors: { amountCents: expect.stringMatching(/^Le montant doit être un nombre entier de cents de 1 à 10\s000\s000$/) } });
    expect((await call(alice.cookie, "PUT", `/api/other-expenses/${"x".repeat(65)}`, dental)).statusCode).toBe(400);
    expect((await call(alice.cookie, "GET", "/api/other-expenses")).json()).toEqual({ expenses: [] });
  });

  it(`keeps at most ${MAX_OTHER_EXPENSES} per user`, async () => {
    const carol = await register("carol@example.ca");
    const now = new Date().toISOString();
    await t.database.db
      .insertInto("other_medical_expenses")
      .values(
        Array.from({ length: MAX_OTHER_EXPENSES }, (_, i) => ({
          id: randomUUID(),
          user_id: carol.id,
          expense_date: "2025-01-01",
          description: `Prescription ${i}`,
          amount_cents: 1_000,
          claimant: "self" as const,
          created_at: now,
        })),
      )
      .execute();
    const refused = await call(carol.cookie, "POST", "/api/other-expenses", dental);
    expect(refused.statusCode).toBe(409);
    expect((await call(carol.cookie, "GET", "/api/other-expenses")).json().expenses).toHaveLength(MAX_OTHER_EXPENSES);
  });

  it("gives the planner the months a period ending in the year can reach, by line, and the printed periods", async () => {
    const dave = await register("dave@example.ca");
    const line = (date: string, differenceCents: number, claimant: "self" | "other-dependant", share = 100) => ({
      id: randomUUID(),
      user_id: dave.id,
      purchase_date: date,
      store: "Loblaws",
      product_name: "GF Bread",
      gf_price_cents: 600 + differenceCents,
      regular_price_cents: 600,
      difference_cents: differenceCents,
      category: "Bread",
      quantity: 1,
      regular_product_name: "White Bread",
      regular_source: "catalog" as const,
      regular_source_detail: null,
      share_pct: share,
      claimant,
      created_at: "2025-06-01T00:00:00Z",
      updated_at: "2025-06-01T00:00:00Z",
    });
    await t.database.db
      .insertInto("line_items")
      .values([
        line("2024-01-31", 999, "self"), // before February of the year before: no period ending in 2025 reaches it
        line("2024-02-01", 300, "self"),
        line("2025-03-04", 333, "self", 50),
        line("2025-03-20", 333, "self", 50),
        line("2025-03-21", 500, "other-dependant"),
      ])
      .execute();
    await t.database.db
      .insertInto("claim_prints")
      .values({ id: randomUUID(), user_id: dave.id, claimant: null, period_start: "2024-01-01", period_end: "2024-12-31", printed_at: "2025-02-01T00:00:00Z" })
      .execute();

    const res = await call(dave.cookie, "GET", "/api/claim-planner?year=2025");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      year: 2025,
      months: [
        { month: "2024-02", taxLine: "33099", eligibleCents: 300 },
        // $3.33 × 50% twice, rounded once: $3.33, not $1.67 + $1.67.
        { month: "2025-03", taxLine: "33099", eligibleCents: 333 },
        { month: "2025-03", taxLine: "33199", eligibleCents: 500 },
      ],
      printed: [{ start: "2024-01-01", end: "2024-12-31" }],
    });
    expect((await call(alice.cookie, "GET", "/api/claim-planner?year=2025")).json()).toEqual({ year: 2025, months: [], printed: [] });
    expect((await call(dave.cookie, "GET", "/api/claim-planner?year=abc")).statusCode).toBe(400);
  });

  it("asks for sign-in", async () => {
    for (const [method, url] of [
      ["GET", "/api/claim-planner?year=2025"],
      ["GET", "/api/other-expenses"],
      ["POST", "/api/other-expenses"],
      ["PUT", `/api/other-expenses/${randomUUID()}`],
      ["DELETE", `/api/other-expenses/${randomUUID()}`],
    ] as const) {
      expect((await call(null, method, url, method === "GET" || method === "DELETE" ? undefined : dental)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
