import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visionItem, visionReceipt } from "./support/vision-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 11, point 8: every route of the app's own route table that takes a value in its path, called by Bob with
 * Alice's ids, by session cookie and by bearer token, is refused (404, or 403) and changes nothing of Alice's; Alice
 * herself, with the same ids, is served, which proves the ids were real. A path parameter the test cannot fill fails
 * the test, so a new id route cannot stay out of the matrix.
 */

// Routes with a path parameter that names nothing a user owns.
const BETTER_AUTH = "better-auth's endpoints act on the caller's own session; its one path value is a mailed reset token, a secret";
const EXCLUDED: Record<string, string> = {
  "GET /api/auth/*": BETTER_AUTH,
  "HEAD /api/auth/*": BETTER_AUTH,
  "POST /api/auth/*": BETTER_AUTH,
};

/** What Alice owns that a parameter names, by the path segment before it and the parameter: `receipts/:id`. */
type Owned = "receipt" | "item" | "index" | "line" | "discardable" | "spareItem" | "otherExpense";
const PARAMETERS: Record<string, Owned> = {
  "receipts/:id": "receipt",
  "receipts/:receiptId": "receipt",
  "items/:index": "index",
  "receipt-items/:itemId": "item",
  "line-items/:id": "line",
  "other-expenses/:id": "otherExpense",
};
// Where one route needs another of Alice's things than the parameter usually names.
const ROUTE_PARAMETERS: Record<string, Record<string, Owned>> = {
  // Discarding a receipt would leave nothing for the routes after it: it gets one of its own.
  "DELETE /api/receipts/:id": { "receipts/:id": "discardable" },
  // The open receipt is saved by then (POST comes before DELETE): deleting a line needs one still under review.
  "DELETE /api/receipt-items/:itemId": { "receipt-items/:itemId": "spareItem" },
};

// Valid bodies, so that a refusal is about whose ids they are and never about the input.
const BODIES: Record<string, object> = {
  // The open receipt is a second reading of the saved one's photo, so saving it needs the user's "save anyway".
  "POST /api/receipts/:id/confirm": { purchaseDate: "2025-06-10", claimant: "self", sharePct: 100, saveAnyway: true },
  "PUT /api/receipt-items/:itemId/selection": { isSelected: true },
  "PUT /api/receipts/:receiptId/items/:index/selection": { isSelected: true },
  "PUT /api/receipt-items/:itemId/details": { productName: "GF Bread", price: "6.49", quantity: 1 },
  "PUT /api/receipt-items/:itemId/comparable": { choice: "category" },
  "PUT /api/receipt-items/:itemId/gluten-free-confirmation": { confirmed: true },
  "PUT /api/receipt-items/:itemId/package-size": { size: "450 g" },
  "PUT /api/receipt-items/:itemId/regular-price": { customRegularPrice: "2.99" },
  "PUT /api/receipts/:receiptId/items/:index/regular-price": { customRegularPrice: "2.99" },
  "PUT /api/tax-report/line-items/:id": { product_name: "GF Bread", gf_price: "6.49", non_gf_equiv_price: "2.99", purchase_date: "2025-06-10" },
  "PUT /api/receipts/:id/facts": { purchaseDate: "2025-06-10", store: "Metro" },
  "POST /api/receipts/:id/items": { productName: "GF Crackers", price: "4.49", quantity: 1 },
  "PUT /api/receipt-items/:itemId/category": { category: "Bread" },
  "PUT /api/other-expenses/:id": { date: "2025-06-10", description: "Dental cleaning", amountCents: 18_000, claimant: "self" },
};
const NO_BODY = new Set(["GET", "HEAD", "DELETE"]);

// Alice's own calls change her data, so the ones that lock or remove it come last.
const METHOD_ORDER = ["GET", "HEAD", "PUT", "POST", "DELETE"];

const READING = visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("GF PRETZEL TWISTS", 4.69)]);
const PHOTO = sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();

// A parameter is known by the segment before it, since `:id` alone is a receipt in one route and a claim line in another.
const isParameter = (segment: string) => segment.startsWith(":") || segment.includes("*");
const parameterAt = (segments: string[], i: number) => `${segments[i - 1]}/${segments[i]}`;
const parametersOf = (url: string) =>
  url.split("/").flatMap((segment, i, segments) => (isParameter(segment) ? [parameterAt(segments, i)] : []));

interface Route {
  method: string;
  url: string;
}
const keyOf = (route: Route) => `${route.method} ${route.url}`;

interface User {
  cookie: string;
  token: string;
}

describe.each(DATABASE_KINDS)("access control matrix on %s", (kind) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let owned: Record<Owned, string>;
  let aliceReceipts: string[];
  let idRoutes: Route[];

  const fill = (route: Route) =>
    route.url
      .split("/")
      .map((segment, i, segments) => {
        if (!isParameter(segment)) return segment;
        const parameter = parameterAt(segments, i);
        return encodeURIComponent(owned[ROUTE_PARAMETERS[keyOf(route)]?.[parameter] ?? PARAMETERS[parameter]!]);
      })
      .join("/");
  const call = (route: Route, headers: Record<string, string>) =>
    t.app.inject({ method: route.method as "GET", url: fill(route), headers, payload: BODIES[keyOf(route)] });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: alice.cookie } });

  /** Everything of Alice's the routes could touch, as she reads it through the API. */
  const aliceData = async () =>
    Promise.all(
      [...aliceReceipts.map((id) => `/api/receipts/${id}`), "/api/tax-report/gf-receipts", "/api/settings/claim-defaults", "/api/other-expenses"].map(
        async (url) => {
          const res = await get(url);
          expect(res.statusCode, url).toBe(200);
          return res.json();
        },
      ),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    const register = async (email: string): Promise<User> => {
      const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } });
      expect(res.statusCode).toBe(201);
      return { cookie: cookiesFrom(res), token: res.json().token };
    };
    alice = await register("alice@example.ca");
    bob = await register("bob@example.ca");

    const upload = async () => {
      t.vision.willRead(READING);
      const base64Image = `data:image/png;base64,${(await PHOTO).toString("base64")}`;
      const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie: alice.cookie }, payload: { base64Image } });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; items: { id: string; index: number }[] };
    };
    // One receipt confirmed, for claim lines; one left open, so item edits and confirming are still allowed to her;
    // one to discard; one whose line she deletes.
    const confirmed = await upload();
    const open = await upload();
    const discardable = await upload();
    const spare = await upload();
    const saved = await t.app.inject({
      method: "POST",
      url: `/api/receipts/${confirmed.id}/confirm`,
      headers: { cookie: alice.cookie },
      payload: {},
    });
    expect(saved.statusCode).toBe(200);
    const lines = (await get("/api/tax-report/gf-receipts")).json().receipts as { id: string }[];
    expect(lines.length).toBeGreaterThan(0);
    const [item] = open.items;
    const otherExpense = await t.app.inject({
      method: "POST",
      url: "/api/other-expenses",
      headers: { cookie: alice.cookie },
      payload: { date: "2025-03-10", description: "Prescription glasses", amountCents: 32_000, claimant: "self" },
    });
    expect(otherExpense.statusCode).toBe(200);
    owned = {
      receipt: open.id,
      item: item!.id,
      index: String(item!.index),
      line: lines[0]!.id,
      discardable: discardable.id,
      spareItem: spare.items[0]!.id,
      otherExpense: otherExpense.json().id,
    };
    aliceReceipts = [confirmed.id, open.id, discardable.id, spare.id];

    idRoutes = t.app.routeTable.filter((route) => parametersOf(route.url).length > 0 && !(keyOf(route) in EXCLUDED));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("knows whose id every path parameter of the route table is, and a valid body for each route", () => {
    expect(idRoutes.length).toBeGreaterThan(0);
    const unknown = idRoutes.flatMap((route) => [
      ...parametersOf(route.url)
        .filter((parameter) => !(parameter in PARAMETERS))
        .map((parameter) => `${keyOf(route)}: unknown parameter ${parameter}`),
      ...(NO_BODY.has(route.method) || keyOf(route) in BODIES ? [] : [`${keyOf(route)}: no valid body`]),
    ]);
    expect(unknown, "routes the access-control matrix cannot call with Alice's ids").toEqual([]);
  });

  it("refuses Bob every id route with Alice's ids, by cookie and by bearer token, and changes nothing of hers", async () => {
    const before = await aliceData();
    const credentials = { cookie: { cookie: bob.cookie }, bearer: { authorization: `Bearer ${bob.token}` } };
    const wrong: string[] = [];
    for (const route of idRoutes) {
      for (const [credential, headers] of Object.entries(credentials)) {
        const res = await call(route, headers);
        // HEAD answers carry no body; every other refusal says why, as every error of the app does.
        const refused = [403, 404].includes(res.statusCode) && (route.method === "HEAD" || typeof res.json().message === "string");
        if (!refused) wrong.push(`${keyOf(route)} by ${credential}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    // Soft, so that a route that served Bob also shows what it changed of Alice's.
    expect.soft(wrong, "routes that did not refuse Bob").toEqual([]);
    expect(await aliceData(), "Alice's data after Bob's calls").toEqual(before);
  });

  it("serves Alice on the same routes with the same ids", async () => {
    const inOrder = [...idRoutes].sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
    const wrong: string[] = [];
    for (const route of inOrder) {
      const res = await call(route, { cookie: alice.cookie });
      if (res.statusCode >= 300) wrong.push(`${keyOf(route)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(wrong, "routes that did not serve Alice her own data").toEqual([]);
  });
});
