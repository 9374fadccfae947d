import sharp from "sharp";
import type Stripe from "stripe";
import type { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTRACT, NOT_IN_CONTRACT } from "#domain/api/contract";
import { analyseReceiptLines } from "#domain/claims/receipt-analysis";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { signWebhook, startFakeStripe, type FakeStripe } from "./support/fake-stripe";
import { firstLink } from "./support/smtp-inbox";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";
import { visionItem, visionReceipt } from "./support/vision-receipt";

/**
 * Decision 019, the one contract: every JSON endpoint of the app's own route table is called, signed in and with data
 * behind it (receipts read through the fake vision server, saved claim lines, a printed summary, a paid subscription),
 * and each answer is parsed with the endpoint's schema from src/domain/api/contract.ts. An answer must fit its schema
 * and carry nothing the schema does not name, so a server change that breaks the contract, or adds to it unnoticed,
 * fails here. A route of the table that is neither in the contract nor in NOT_IN_CONTRACT fails too.
 */

type ContractRoute = keyof typeof API_CONTRACT;

const WEBHOOK_SECRET = "whsec_test_contract";
const PASSWORD = "Gluten123";

const LOBLAWS = visionReceipt(
  [
    visionItem("GF BREAD UDIS WHITE", 6.99),
    visionItem("GF PRETZEL TWISTS", 4.69),
    visionItem("BANANAS", 1.74),
    visionItem("GF POTATO CHIPS", 3.49),
    visionItem("MILK 2% 4L", 6.24),
  ],
  { store: "Loblaws", address: "60 Carlton St, Toronto ON", purchaseDate: "2025-03-14", subtotal: 23.15, total: 26.16, taxes: [{ label: "HST", amount: 3.01 }] },
);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Fields the answer carries that the schema's parse dropped: the wire says more than the contract. */
function unnamedFields(sent: unknown, parsed: unknown, path: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => unnamedFields(item, parsed[i], `${path}${i}.`));
  if (!isObject(sent) || !isObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in parsed ? unnamedFields(sent[key], parsed[key], `${path}${key}.`) : [`${path}${key} is not in the schema`],
  );
}

/** What is wrong with an answer by its route's schema; empty when it fits, exactly. */
function breaches(route: ContractRoute, body: unknown): string[] {
  const schema: z.ZodType = API_CONTRACT[route];
  const parsed = schema.safeParse(body);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${route}: ${issue.path.join(".") || "(body)"}: ${issue.message}`);
  return unnamedFields(body, parsed.data, "").map((field) => `${route}: ${field}`);
}

describe.each(DATABASE_KINDS)("the API contract on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  const now = new Date("2026-03-10T15:00:00Z");
  let alice: string;
  /** Every answer a contract route gave while the data was made, by route. */
  const answered = new Map<ContractRoute, unknown[]>();
  /** The GET calls, by route: the URLs with the data's ids and the queries the web app sends. */
  let gets: Partial<Record<ContractRoute, string[]>>;

  const send = async (route: ContractRoute, url: string, options: { cookie?: string; body?: object } = {}) => {
    const method = route.slice(0, route.indexOf(" ")) as "GET" | "POST" | "PUT" | "DELETE";
    const res = await t.app.inject({ method, url, headers: options.cookie ? { cookie: options.cookie } : {}, payload: options.body });
    expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
    const body: unknown = res.json();
    answered.set(route, [...(answered.get(route) ?? []), body]);
    return { res, body: body as never };
  };

  const register = async (email: string) => cookiesFrom((await send("POST /api/register", "/api/register", { body: { email, password: PASSWORD } })).res);

  const deliver = async (events: Stripe.Event[]) => {
    for (const event of events) {
      const { payload, signature } = signWebhook(event, WEBHOOK_SECRET);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/payments/webhook",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
  };

  /** A subscriber: upgraded and paid, as Stripe's webhook says. */
  const subscribe = async (cookie: string) => {
    const { body } = await send("POST /api/payments/create-subscription", "/api/payments/create-subscription", { cookie });
    await deliver(stripe.pay((body as { subscriptionId: string }).subscriptionId, now));
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(
      kind,
      {
        STRIPE_SECRET_KEY: "sk_test_contract",
        STRIPE_PUBLISHABLE_KEY: "pk_test_contract",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://${stripe.host}:${stripe.port}`,
        FREE_RECEIPTS_PER_MONTH: "1000",
        // The address API answers as on a server that receives mail; no listener is started here.
        RECEIPT_MAIL_DOMAIN: "receipts.example.ca",
        RECEIPT_SMTP_PORT: "0",
      },
      { now: () => now },
    );

    // The account endpoints. Bob's password is reset, which ends his sessions, so he signs in again and out.
    alice = await register("alice@example.ca");
    await send("POST /api/login", "/api/login", { body: { email: "alice@example.ca", password: PASSWORD } });
    await send("POST /api/verify-email/resend", "/api/verify-email/resend", { cookie: alice });
    await send("POST /api/magic-link/request", "/api/magic-link/request", { body: { email: "alice@example.ca", redirect: "/dashboard" } });
    await register("bob@example.ca");
    await send("POST /api/reset-password/request", "/api/reset-password/request", { body: { email: "bob@example.ca" } });
    const token = new URL(firstLink(await t.inbox.waitFor("bob@example.ca", /reset your/i))).searchParams.get("token")!;
    await send("POST /api/reset-password", "/api/reset-password", { body: { token, newPassword: "NewGluten456" } });
    const bob = cookiesFrom((await send("POST /api/login", "/api/login", { body: { email: "bob@example.ca", password: "NewGluten456" } })).res);
    await send("POST /api/logout", "/api/logout", { cookie: bob });

    // Three readings of one receipt: one saved, one left open (a possible duplicate of the saved one), one discarded.
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    const upload = async () => {
      t.vision.willRead(LOBLAWS);
      const payload = { base64Image: `data:image/png;base64,${png.toString("base64")}` };
      return (await send("POST /api/receipts", "/api/receipts", { cookie: alice, body: payload })).body as ReceiptView;
    };
    const saved = await upload();
    const open = await upload();
    const discarded = await upload();
    await send("POST /api/receipts/:id/confirm", `/api/receipts/${saved.id}/confirm`, { cookie: alice, body: {} });
    await send("DELETE /api/receipts/:id", `/api/receipts/${discarded.id}`, { cookie: alice });

    // Every change of an open receipt's line, in the order the access-control matrix proves they are all allowed.
    const item = open.items[0]!;
    const byId = (action: string) => `/api/receipt-items/${item.id}/${action}`;
    const byIndex = (action: string) => `/api/receipts/${open.id}/items/${item.index}/${action}`;
    await send("PUT /api/receipt-items/:itemId/selection", byId("selection"), { cookie: alice, body: { isSelected: true } });
    await send("PUT /api/receipts/:receiptId/items/:index/selection", byIndex("selection"), { cookie: alice, body: { isSelected: true } });
    await send("PUT /api/receipt-items/:itemId/details", byId("details"), {
      cookie: alice,
      body: { productName: "GF Bread", price: "6.49", quantity: 1 },
    });
    await send("PUT /api/receipt-items/:itemId/comparable", byId("comparable"), { cookie: alice, body: { choice: "category" } });
    await send("PUT /api/receipt-items/:itemId/gluten-free-confirmation", byId("gluten-free-confirmation"), {
      cookie: alice,
      body: { confirmed: true },
    });
    await send("PUT /api/receipt-items/:itemId/package-size", byId("package-size"), { cookie: alice, body: { size: "450 g" } });
    await send("PUT /api/receipt-items/:itemId/regular-price", byId("regular-price"), { cookie: alice, body: { customRegularPrice: "2.99" } });
    await send("PUT /api/receipts/:receiptId/items/:index/regular-price", byIndex("regular-price"), {
      cookie: alice,
      body: { customRegularPrice: "2.99" },
    });
    await send("PUT /api/receipt-items/:itemId/category", byId("category"), { cookie: alice, body: { category: "Bread" } });
    // The receipt itself corrected: its date and store, a missed line added and then deleted.
    await send("PUT /api/receipts/:id/facts", `/api/receipts/${open.id}/facts`, { cookie: alice, body: { purchaseDate: "2025-03-15", store: "Metro" } });
    const added = (await send("POST /api/receipts/:id/items", `/api/receipts/${open.id}/items`, {
      cookie: alice,
      body: { productName: "GF Crackers", price: "4.49" },
    })).body as ReceiptView;
    const addedItem = added.items.find((i) => i.productName === "GF Crackers")!;
    await send("DELETE /api/receipt-items/:itemId", `/api/receipt-items/${addedItem.id}`, { cookie: alice });

    // The saved lines: one edited and kept, one deleted; a printed summary of 2025 for the overlap warning.
    const lines = (await send("GET /api/tax-report/gf-receipts", "/api/tax-report/gf-receipts", { cookie: alice })).body as {
      receipts: { id: string }[];
    };
    expect(lines.receipts.length).toBeGreaterThanOrEqual(2);
    const [edited, deleted] = lines.receipts;
    await send("PUT /api/tax-report/line-items/:id", `/api/tax-report/line-items/${edited!.id}`, {
      cookie: alice,
      body: { product_name: "GF Bread", gf_price: "6.49", non_gf_equiv_price: "2.99", purchase_date: "2025-02-01" },
    });
    await send("DELETE /api/tax-report/line-items/:id", `/api/tax-report/line-items/${deleted!.id}`, { cookie: alice });
    await send("POST /api/tax-report/prints", "/api/tax-report/prints", { cookie: alice, body: { year: 2025, endMonth: 12 } });

    await send("PUT /api/settings/claim-defaults", "/api/settings/claim-defaults", {
      cookie: alice,
      body: { claimant: "self", sharePct: 80, netIncomeCents: 5_200_000, province: "QC" },
    });
    // The planner's other expenses: one kept, one replaced and deleted.
    await send("POST /api/other-expenses", "/api/other-expenses", {
      cookie: alice,
      body: { date: "2025-04-02", description: "Prescription glasses", amountCents: 32_000, claimant: "self" },
    });
    const dental = (await send("POST /api/other-expenses", "/api/other-expenses", {
      cookie: alice,
      body: { date: "2025-05-02", description: "Dental cleaning", amountCents: 18_000, claimant: "spouse-or-child" },
    })).body as { id: string };
    await send("PUT /api/other-expenses/:id", `/api/other-expenses/${dental.id}`, {
      cookie: alice,
      body: { date: "2025-05-02", description: "Dental cleaning", amountCents: 19_000, claimant: "spouse-or-child" },
    });
    await send("DELETE /api/other-expenses/:id", `/api/other-expenses/${dental.id}`, { cookie: alice });
    await send("POST /api/settings/receipt-address", "/api/settings/receipt-address", { cookie: alice });
    await send("DELETE /api/settings/receipt-address", "/api/settings/receipt-address", { cookie: alice });
    await send("POST /api/settings/receipt-address", "/api/settings/receipt-address", { cookie: alice });
    await send("PUT /api/settings/documents", "/api/settings/documents", { cookie: alice, body: { practitionerLetterDate: "2025-01-15", claimantName: "Alice Martin" } });
    await send("PUT /api/settings/locale", "/api/settings/locale", { cookie: alice, body: { locale: "fr-CA" } });
    await send("POST /api/chat/message", "/api/chat/message", {
      cookie: alice,
      body: { message: "Can I claim gluten-free bread?", email: "alice@example.ca" },
    });

    // Alice pays and cancels (Premium lasts to the period's end); Carol pays and is refunded.
    await subscribe(alice);
    await send("POST /api/payments/cancel-subscription", "/api/payments/cancel-subscription", { cookie: alice });
    const carol = await register("carol@example.ca");
    await subscribe(carol);
    await send("POST /api/payments/refund", "/api/payments/refund", { cookie: carol });
    // Dave asks for his account's deletion and confirms it by the emailed link.
    const dave = await register("dave@example.ca");
    await send("POST /api/account/deletion/request", "/api/account/deletion/request", { cookie: dave, body: { password: PASSWORD } });
    const deletion = new URL(firstLink(await t.inbox.waitFor("dave@example.ca", /confirm the deletion/i))).searchParams.get("token")!;
    await send("POST /api/account/deletion/confirm", "/api/account/deletion/confirm", { body: { token: deletion } });

    gets = {
      "GET /api/health": ["/api/health"],
      "GET /api/user": ["/api/user"],
      "GET /api/session": ["/api/session"],
      "GET /api/receipts/:id": [`/api/receipts/${saved.id}`, `/api/receipts/${open.id}`],
      "GET /api/receipts": ["/api/receipts", "/api/receipts?status=processed&limit=20", "/api/receipts?status=confirmed&limit=5"],
      "GET /api/tax-report/years": ["/api/tax-report/years"],
      "GET /api/tax-report/summary": ["/api/tax-report/summary?year=2025", "/api/tax-report/summary?year=2025&endMonth=6&claimant=self"],
      "GET /api/tax-report/claim-summary": ["/api/tax-report/claim-summary?year=2025"],
      "GET /api/tax-report/prints": ["/api/tax-report/prints?year=2025&endMonth=6"],
      "GET /api/tax-report/gf-receipts": ["/api/tax-report/gf-receipts", "/api/tax-report/gf-receipts?year=2025"],
      "GET /api/settings/claim-defaults": ["/api/settings/claim-defaults"],
      "GET /api/settings/documents": ["/api/settings/documents"],
      "GET /api/settings/receipt-address": ["/api/settings/receipt-address"],
      "GET /api/claim-planner": ["/api/claim-planner?year=2025"],
      "GET /api/other-expenses": ["/api/other-expenses"],
      "GET /api/subscription-status": ["/api/subscription-status"],
      "GET /api/payments/config": ["/api/payments/config"],
      "GET /api/payments/subscription": ["/api/payments/subscription"],
      "GET /api/account": ["/api/account"],
      "GET /api/privacy/contact": ["/api/privacy/contact"],
    };
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const apiRoutes = () =>
    t.app.routeTable.filter((r) => r.method !== "HEAD" && r.url.startsWith("/api/")).map((r) => `${r.method} ${r.url}`);

  it("has a schema for every JSON route of the route table, and no schema for a route that is gone", () => {
    const routes = apiRoutes();
    expect(routes.filter((route) => !(route in API_CONTRACT) && !(route in NOT_IN_CONTRACT)), "routes outside the contract").toEqual([]);
    expect(Object.keys({ ...API_CONTRACT, ...NOT_IN_CONTRACT }).filter((route) => !routes.includes(route)), "stale entries").toEqual([]);
  });

  it("answers every GET as its schema says, signed in and with data", async () => {
    const getRoutes = apiRoutes().filter((route): route is ContractRoute => route.startsWith("GET ") && route in API_CONTRACT);
    expect(getRoutes.filter((route) => !gets[route]), "GET routes this test does not call").toEqual([]);
    const wrong: string[] = [];
    const bodies: Record<string, unknown> = {};
    for (const route of getRoutes) {
      for (const url of gets[route]!) {
        const res = await t.app.inject({ method: "GET", url, headers: { cookie: alice } });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
        bodies[url] = res.json();
        wrong.push(...breaches(route, bodies[url]).map((b) => `${url}: ${b}`));
      }
    }
    expect(wrong).toEqual([]);

    // The data was there to be checked: none of these is an empty or null answer.
    const openReceipt = bodies[gets["GET /api/receipts/:id"]![1]!] as ReceiptView;
    expect(openReceipt.items.length).toBeGreaterThan(0);
    expect(openReceipt.taxes.length).toBeGreaterThan(0);
    expect(openReceipt.possibleDuplicate).not.toBeNull();
    expect(openReceipt.items.some((i) => i.closestProducts.length > 0 && i.matchedProduct !== null)).toBe(true);
    expect((bodies["/api/tax-report/claim-summary?year=2025"] as { lines: unknown[] }).lines.length).toBeGreaterThan(0);
    expect((bodies["/api/tax-report/prints?year=2025&endMonth=6"] as { overlapping: unknown[] }).overlapping.length).toBeGreaterThan(0);
    expect((bodies["/api/subscription-status"] as { subscription: unknown }).subscription).not.toBeNull();
    expect((bodies["/api/settings/documents"] as { practitionerLetterDate: unknown }).practitionerLetterDate).toBe("2025-01-15");
    expect((bodies["/api/claim-planner?year=2025"] as { months: unknown[] }).months.length).toBeGreaterThan(0);
    expect((bodies["/api/other-expenses"] as { expenses: unknown[] }).expenses).toHaveLength(1);
    const summary = bodies["/api/tax-report/summary?year=2025"] as { credit: { kind: string; provincial: { province: string } | null } };
    expect(summary.credit).toMatchObject({ kind: "estimate", provincial: { province: "QC" } });
  });

  it("answered every other endpoint as its schema says while the data was made", () => {
    const others = (Object.keys(API_CONTRACT) as ContractRoute[]).filter((route) => !route.startsWith("GET "));
    expect(others.filter((route) => !answered.has(route)), "endpoints this test does not call").toEqual([]);
    expect(others.flatMap((route) => (answered.get(route) ?? []).flatMap((body) => breaches(route, body)))).toEqual([]);
  });

  it("puts in every receipt view the analysis the review screens work out from its lines", () => {
    for (const view of answered.get("POST /api/receipts") as ReceiptView[]) {
      expect(view.analysis).toEqual(analyseReceiptLines(view.items));
    }
  });
});
