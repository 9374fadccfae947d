import { randomUUID } from "node:crypto";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBodyCode } from "#domain/errors";
import { visionItem, visionReceipt } from "./support/vision-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 11, point 8: every JSON route of the app's own route table, fuzzed with a fixed seed on each database,
 * signed in and not: arbitrary JSON, deep nesting, NUL and other control characters, huge numbers, wrong types and
 * random ids in the path. No answer may be a 5xx, and every error answer is an object with a string `message` and a `code`.
 */
const SEED = 20_251_124;
const RUNS_PER_ROUTE = 30;
// Routes that hash a password (about 0.1 s a run) get fewer runs, to keep the file within CI's budget.
const HASHING_ROUTES = new Set(["POST /api/login", "POST /api/register"]);
const HASHING_RUNS = 15;
const AUTH_RUNS = { GET: 50, POST: 100 } as Record<string, number>;

// better-auth's own endpoints under /api/auth/* (the wildcard route), with a few made-up ones.
const AUTH_PATHS = [
  "sign-in/email",
  "sign-up/email",
  "sign-in/magic-link",
  "magic-link/verify",
  "update-user",
  "change-password",
  "change-email",
  "request-password-reset",
  "reset-password",
  "reset-password/abc",
  "send-verification-email",
  "verify-email",
  "get-session",
  "list-sessions",
  "list-accounts",
  "ok",
  "error",
  "no-such-endpoint",
];
const EMAIL = "fuzz@example.ca";
const PASSWORD = "Gluten123";
const ITEM = { productName: "GF Bread", price: "4.99", customRegularPrice: "2.99", confirmedGlutenFree: true, isGlutenFree: true, category: "Bread" };

/** A valid body for each route (by method and URL, or better-auth's path): the runs mostly send it with a few fields spoiled. */
const TEMPLATES: Record<string, object> = {
  "POST /api/login": { email: EMAIL, password: PASSWORD },
  "POST /api/register": { email: "fuzz2@example.ca", password: PASSWORD },
  "POST /api/reset-password/request": { email: EMAIL },
  "POST /api/reset-password": { token: "abcdef", newPassword: "Gluten1234" },
  "POST /api/magic-link/request": { email: EMAIL, redirect: "/reports" },
  "POST /api/chat/message": { message: "Is gluten-free bread a medical expense?", email: EMAIL },
  "POST /api/receipts": { base64Image: "data:image/png;base64,iVBORw0KGgo=" },
  "POST /api/receipts/:id/confirm": { purchaseDate: "2025-03-14", claimant: "self", sharePct: 100, virtualItems: [ITEM], receiptImage: null },
  "PUT /api/receipt-items/:itemId/selection": { isSelected: true },
  "PUT /api/receipts/:receiptId/items/:index/selection": { isSelected: true, productName: "GF Bread", price: "4.99" },
  "PUT /api/receipt-items/:itemId/details": { productName: "GF Bread", price: "4.99", quantity: 2 },
  "PUT /api/receipt-items/:itemId/comparable": { choice: "product", productId: "abc" },
  "PUT /api/receipt-items/:itemId/gluten-free-confirmation": { confirmed: true },
  "PUT /api/receipt-items/:itemId/package-size": { size: "450 g" },
  "PUT /api/receipt-items/:itemId/category": { category: "Bread" },
  "PUT /api/receipts/:id/facts": { purchaseDate: "2025-03-14", store: "Metro" },
  "POST /api/receipts/:id/items": { productName: "GF Bread", price: "4.99", quantity: 2 },
  "PUT /api/receipt-items/:itemId/regular-price": { customRegularPrice: "2.99" },
  "PUT /api/receipts/:receiptId/items/:index/regular-price": { customRegularPrice: "2.99", productName: "GF Bread", price: "4.99" },
  "POST /api/tax-report/prints": { year: 2025, endMonth: 12, claimant: "self" },
  "PUT /api/tax-report/line-items/:id": { product_name: "GF Bread", store_location: "Metro", purchase_date: "2025-03-14", gf_price: "4.99", non_gf_unit_price: "2.99", quantity: "2", claimant: "self", share_pct: 50 },
  "PUT /api/settings/claim-defaults": { claimant: "self", sharePct: 50, netIncomeCents: 5_000_000, province: "ON" },
  "POST /api/account/deletion/request": { password: PASSWORD },
  "POST /api/account/deletion/confirm": { token: "abcdef" },
  "POST /api/other-expenses": { date: "2025-03-14", description: "Dental", amountCents: 12_000, claimant: "self" },
  "PUT /api/other-expenses/:id": { date: "2025-03-14", description: "Dental", amountCents: 12_000, claimant: "self" },
  "sign-in/email": { email: EMAIL, password: PASSWORD, rememberMe: true },
  "sign-up/email": { email: "fuzz3@example.ca", password: PASSWORD, name: "Fuzz" },
  "sign-in/magic-link": { email: EMAIL, callbackURL: "/" },
  "update-user": { name: "Fuzz", image: null },
  "change-password": { currentPassword: PASSWORD, newPassword: "Gluten1234", revokeOtherSessions: false },
  "change-email": { newEmail: "fuzz4@example.ca", callbackURL: "/" },
  "request-password-reset": { email: EMAIL, redirectTo: "/reset-password" },
  "reset-password": { token: "abcdef", newPassword: "Gluten1234" },
  "send-verification-email": { email: EMAIL, callbackURL: "/" },
};

// These end the session or the account, so the signed-in runs never call them (the unsigned ones still do).
const ENDS_SESSION = /logout|sign-out|revoke|delete-user/;

const KEYS = [
  "email", "password", "name", "image", "token", "newPassword", "currentPassword", "revokeOtherSessions", "callbackURL",
  "message", "isSelected", "productName", "price", "quantity", "choice", "productId", "confirmed", "size",
  "customRegularPrice", "virtualItems", "purchaseDate", "receiptImage", "claimant", "sharePct", "year", "endMonth",
  "product_name", "store_location", "gf_price", "non_gf_equiv_price", "non_gf_unit_price", "savings", "share_pct",
  "base64Image", "base64Images", "redirect", "category", "newEmail", "rememberMe", "netIncomeCents", "province", "date",
  "description", "amountCents", "__proto__", "constructor",
];

const nasty = fc.constantFrom(
  "\u0000", "a\u0000b", "fuzz\u0000@example.ca", "\u0007bell", "\u001b[31m", "\u007f", "\u0085", "\ud800", "\udfff x",
  "tab\tand\nnewline\r", "", " ", "🍞", "é".repeat(300), "x".repeat(5000), "'; drop table users; --", "%00", "../../etc/passwd",
);
const hugeNumber = fc.constantFrom(
  2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2, -(2 ** 31) - 1, 1e21, 1e308, -1e308, 5e-324, -0, 0.1 + 0.2,
  99_999_999_999, 999_999_999.99, 10_000.01, 100_000.01, 1000.001, 999, 1000, 1001, -1,
);
const numberLike = fc.oneof(hugeNumber, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const stringLike = fc.oneof(
  nasty,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  hugeNumber.map(String),
  fc.constantFrom("fuzz@example.ca", "Gluten123", "2025-03-14", "self", "spouse-or-child", "proposal", "product", "450 g", "12.34", "1e400", "NaN", "true"),
);
const scalar = fc.oneof(stringLike, numberLike, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const nested = (depth: number, kind: "array" | "object") =>
  kind === "array" ? "[".repeat(depth) + "]".repeat(depth) : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/** The template with none, one or two of its fields spoiled (any value, left out, or spoiled inside), and maybe a stray field. */
function near(template: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(template)) return fc.array(near(template[0]), { maxLength: 3 });
  if (template !== null && typeof template === "object") {
    const entries = Object.entries(template);
    const spoil = (v: unknown) =>
      fc.oneof(
        { weight: 3, arbitrary: value },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: typeof v === "object" && v !== null ? 3 : 0, arbitrary: near(v) },
      );
    return fc
      .tuple(
        fc.subarray(entries.map(([key]) => key), { maxLength: Math.min(2, entries.length) }),
        fc.tuple(...entries.map(([, v]) => spoil(v))),
        fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 1 }),
      )
      .map(([spoiled, spoils, extra]) => {
        const body: Record<string, unknown> = { ...extra, ...template };
        entries.forEach(([key], i) => {
          if (spoiled.includes(key)) body[key] = spoils[i];
        });
        return body;
      });
  }
  return value;
}

/** A request body as raw text: a field-shaped object most of the time, else anything JSON (or not) can be. */
const anyBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }).map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 20, max: 20_000 }), fc.constantFrom("array" as const, "object" as const)).map(([d, k]) => nested(d, k)) },
  { weight: 1, arbitrary: fc.constantFrom("", "null", "1", '"x"', "[]", "{", '{"a":1}}', '{"email":"\\u0000"}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', "\u0000") },
);
const bodyFor = (template: object | undefined) =>
  template ? fc.oneof({ weight: 3, arbitrary: near(template).map((o) => JSON.stringify(o)) }, { weight: 1, arbitrary: anyBody }) : anyBody;

/** Percent-encodes what encodeURIComponent can; a lone surrogate becomes an invalid UTF-8 sequence instead. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
};

const SAMPLE_PNG = sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();

describe.each(DATABASE_KINDS)("fuzzed JSON routes on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  // Real ids, so most runs reach past the "not found" check into the changes themselves: one receipt whose lines
  // the runs edit, another the runs may confirm (after which its lines refuse edits), and claim lines.
  const real = { receipt: "", items: [] as string[], confirmable: "", lines: [] as string[] };
  // FUZZ_STATS=1 prints how often each route answered each status, to see what the runs reach.
  const stats = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(kind, { CHAT_RATE_LIMIT_MAX: "100000", CHAT_EMAIL_RATE_LIMIT_MAX: "100000", AUTH_RATE_LIMIT_MAX: "100000", FREE_RECEIPTS_PER_MONTH: "1000" }, { now: () => new Date("2025-06-15T12:00:00Z") });
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "fuzz@example.ca", password: "Gluten123" } });
    cookie = cookiesFrom(res);
    const userId = res.json().user.id as string;

    const upload = async () => {
      t.vision.willRead(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("GF PRETZEL TWISTS", 4.69, 2), visionItem("BANANAS", 1.74)]));
      const res = await t.app.inject({
        method: "POST",
        url: "/api/receipts",
        headers: { cookie },
        payload: { base64Image: `data:image/png;base64,${(await SAMPLE_PNG).toString("base64")}` },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; items: { id: string }[] };
    };
    const receipt = await upload();
    real.receipt = receipt.id;
    real.items = receipt.items.map((item) => item.id);
    real.confirmable = (await upload()).id;
    const now = new Date().toISOString();
    const line = {
      user_id: userId, purchase_date: "2025-03-14", store: "Loblaws", product_name: "GF White Bread", gf_price_cents: 799,
      regular_price_cents: 399, difference_cents: 400, category: "Bread", quantity: 1, regular_product_name: "White Bread",
      regular_source: "catalog" as const, regular_source_detail: null, share_pct: 100, claimant: "self" as const, created_at: now, updated_at: now,
    };
    for (let i = 0; i < 3; i++) {
      const id = randomUUID();
      await t.database.db.insertInto("line_items").values({ id, ...line }).execute();
      real.lines.push(id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const realFor = (url: string, param: string) =>
    param === ":index"
      ? ["0", "1", "2", "3"]
      : param === ":itemId"
        ? real.items
        : url.startsWith("/api/tax-report/")
          ? real.lines
          : url.endsWith("/confirm")
            ? [real.confirmable]
            : [real.receipt];
  const pathParam = (url: string, param: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...realFor(url, param)) },
      { weight: 2, arbitrary: fc.constantFrom("0", "-1", "2147483647", "2147483648", "4294967296", "99999999999", "99999999999999999999", "1e400", "NaN", "1.5", "x".repeat(500), "a%00b") },
      { weight: 2, arbitrary: stringLike.filter((s) => s.length > 0) },
    );

  const query = fc.dictionary(fc.constantFrom("year", "endMonth", "claimant", "token", "callbackURL", "x"), stringLike, { maxKeys: 3 });

  /** The failures of one request: a 5xx, or an error body that is not an object with a string message. */
  const check = async (method: string, url: string, payload: string | undefined, signedIn: boolean) => {
    const headers: Record<string, string> = signedIn ? { cookie } : {};
    if (payload !== undefined) headers["content-type"] = "application/json";
    const res = await t.app.inject({ method: method as "GET", url, headers, payload });
    const key = `${method} ${url.split("?")[0]!.replace(/\/api\/(receipts|receipt-items|tax-report\/line-items)\/[^/]+/, "/api/$1/:id")} ${res.statusCode}`;
    stats.set(key, (stats.get(key) ?? 0) + 1);
    const where = `${method} ${url.slice(0, 200)} ${signedIn ? "(signed in)" : ""} body=${(payload ?? "").slice(0, 200)}`;
    if (res.statusCode >= 500) return `${res.statusCode} ${where} → ${res.body.slice(0, 300)}`;
    if (res.statusCode >= 400) {
      let parsed: unknown;
      try {
        parsed = res.json();
      } catch {
        return `${res.statusCode} non-JSON error body ${where} → ${res.body.slice(0, 200)}`;
      }
      const { message, code } = (parsed ?? {}) as { message?: unknown; code?: unknown };
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || typeof message !== "string" || !isErrorBodyCode(code)) {
        return `${res.statusCode} error body without message or code ${where} → ${res.body.slice(0, 200)}`;
      }
    }
    return null;
  };

  it("refuses the probe's findings with a 400 and a message, before any handler or database sees them", async () => {
    const deep = (n: number) => '{"email":' + "[".repeat(n) + "]".repeat(n) + ', "password": "Gluten123"}';
    const cases: [string, string, string | undefined, boolean, string][] = [
      ["POST", "/api/auth/sign-in/email", deep(50_000), false, "The request body is nested too deeply."],
      ["POST", "/api/login", deep(40), false, "The request body is nested too deeply."],
      ["POST", "/api/chat/message", deep(40), false, "The request body is nested too deeply."],
      ["POST", "/api/login", "[]", false, "The request body must be a JSON object."],
      ["POST", "/api/login", '"x"', false, "The request body must be a JSON object."],
      ["POST", "/api/auth/update-user", JSON.stringify({ name: "a\u0000b" }), true, "The request contains characters that are not allowed."],
      ["POST", "/api/chat/message", JSON.stringify({ message: "hi", email: "a\u0000@example.ca" }), false, "The request contains characters that are not allowed."],
      ["POST", "/api/chat/message", JSON.stringify({ message: "is bread\u0007 claimable?", email: EMAIL }), false, "The request contains characters that are not allowed."],
      ["PUT", `/api/receipt-items/${real.items[0]}/details`, JSON.stringify({ productName: "GF\u0000", price: "1" }), true, "The request contains characters that are not allowed."],
      ["GET", "/api/receipts/a%00b", undefined, true, "The request contains characters that are not allowed."],
      ["GET", "/api/tax-report/summary?year=2025%00", undefined, true, "The request contains characters that are not allowed."],
      ["PUT", `/api/tax-report/line-items/${real.lines[0]}`, JSON.stringify({ gf_price: 21_474_836.48 }), true, "A line's prices must be $10,000 or less"],
    ];
    for (const [method, url, payload, signedIn, message] of cases) {
      const headers: Record<string, string> = { "content-type": "application/json", ...(signedIn ? { cookie } : {}) };
      const res = await t.app.inject({ method: method as "GET", url, headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toMatchObject({ message });
    }
    // An index past any receipt's length finds no line, before the database sees it: 404 with the index's own code.
    const index = await t.app.inject({
      method: "PUT",
      url: "/api/receipts/abc/items/99999999999/selection",
      headers: { "content-type": "application/json", cookie },
      payload: JSON.stringify({ isSelected: true }),
    });
    expect(index.statusCode).toBe(404);
    expect(index.json()).toMatchObject({ message: "Invalid item index", code: "ITEM_INDEX_INVALID" });
    // Line breaks and tabs are free text's own, and pass.
    const chat = await t.app.inject({ method: "POST", url: "/api/chat/message", payload: { message: "Hello,\n\tis bread claimable?\r\n", email: EMAIL } });
    expect(chat.statusCode).toBe(200);
  });

  it("answers errors nobody in the app wrote as { message, code }: unknown paths, methods and better-auth's", async () => {
    for (const [method, url] of [["GET", "/api/nothing"], ["PATCH", "/api/health"], ["DELETE", "/api/receipts"], ["POST", "/api/auth/no-such-endpoint"], ["GET", "/api"]] as const) {
      const res = await t.app.inject({ method, url, headers: { "content-type": "application/json" }, payload: method === "GET" ? undefined : "{}" });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ message: "Not found", code: "NOT_FOUND" });
    }
    for (const url of ["/api/chat/message", "/api/auth/sign-in/email", "/api/login"]) {
      const text = await t.app.inject({ method: "POST", url, headers: { "content-type": "text/plain" }, payload: "a\u0000b" });
      expect(text.statusCode, url).toBe(415);
      expect(text.json(), url).toMatchObject({ message: "Send the request body as JSON (Content-Type: application/json)." });
    }
    const unsigned = await t.app.inject({ method: "POST", url: "/api/auth/update-user", payload: { name: "Fuzz" } });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toEqual({ message: expect.any(String), code: "NOT_SIGNED_IN" });
  });

  it("answers every fuzzed request to every JSON route without a 5xx, errors as { message, code }", { timeout: 180_000 }, async () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS");
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];

    for (const route of routes) {
      const started = performance.now();
      const isAuth = route.url === "/api/auth/*";
      const params = route.url.match(/:\w+/g) ?? [];
      const target = isAuth
        ? fc
            .oneof({ weight: 4, arbitrary: fc.constantFrom(...AUTH_PATHS) }, { weight: 1, arbitrary: stringLike })
            .chain((authPath) => fc.tuple(fc.constant(authPath), bodyFor(TEMPLATES[authPath])))
        : fc.tuple(fc.constant(""), bodyFor(TEMPLATES[`${route.method} ${route.url}`]));
      const request = fc.record({
        ids: fc.tuple(...params.map((param) => pathParam(route.url, param)), fc.constant("")),
        target,
        query,
        withQuery: fc.boolean(),
        signedIn: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ ids, target: [authPath, payload], query: q, withQuery, signedIn }) => {
          let url = route.url;
          // "a%00b" stands for itself: an id already percent-encoded, NUL included.
      params.forEach((param, i) => (url = url.replace(param, ids[i] === "a%00b" ? "a%00b" : encode(String(ids[i])))));
          if (isAuth) url = `/api/auth/${authPath.split("/").map(encode).join("/")}`;
          if (withQuery || route.method === "GET") {
            const search = Object.entries(q).map(([k, v]) => `${k}=${encode(v)}`).join("&");
            if (search) url += `?${search}`;
          }
          const signed = signedIn && !ENDS_SESSION.test(url);
          const sendsBody = route.method !== "GET" && route.method !== "DELETE";
          const failure = await check(route.method, url, sendsBody ? payload : undefined, signed);
          if (failure) failures.push(failure);
        }),
        { seed: SEED, numRuns: isAuth ? (AUTH_RUNS[route.method] ?? RUNS_PER_ROUTE) : HASHING_ROUTES.has(`${route.method} ${route.url}`) ? HASHING_RUNS : RUNS_PER_ROUTE, endOnFailure: true },
      );
      stats.set(`~ms ${route.method} ${route.url}`, Math.round(performance.now() - started));
    }
    if (process.env.FUZZ_STATS) console.warn([...stats].map(([k, n]) => `${n}\t${k}`).sort().join("\n"));
    expect(failures).toEqual([]);
  });
});
