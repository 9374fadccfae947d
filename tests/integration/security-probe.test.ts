import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_CHAT_EMAIL } from "#domain/content/chat-schemas";
import { translatorFor } from "#domain/i18n/translators";
import { INVISIBLE_CHARACTERS_MESSAGE } from "#domain/text/visible-text";
import { DATABASE_KINDS } from "./support/test-database";
import { listenForRawRequests, rawCookies, type RawClient } from "./support/raw-http";
import { receiptImage } from "./support/receipt-image";
import { readAllTables } from "./support/table-rows";
import { createTestApp, type TestApp } from "./support/test-app";
import { visionItem, visionReceipt } from "./support/vision-receipt";

// The schemas' messages are catalogue keys; the server says them in the request's language (English here).
const english = translatorFor("en-CA").text;
const INVISIBLE_CHARACTERS = english(INVISIBLE_CHARACTERS_MESSAGE);

/**
 * Issue 20: what an independent probe of the production build demonstrated, sent again over a real socket (raw paths,
 * as an attacker's client sends them), with variants of each class, on each database. Every request is refused or
 * answered, `/api/health` answers beside the worst of them, nothing is changed and nothing answers 5xx.
 */
const PASSWORD = "Gluten123";
const NEW_PASSWORD = "Gluten456";
// The 230-byte price that held the event loop for 15.5 s.
const FROZE_THE_SERVER = "-" + " ".repeat(200) + "x-";
const JSON_BODY = { "content-type": "application/json" };
const CROSS_SITE = { origin: "http://localhost:4000", "sec-fetch-site": "same-site" };

describe.each(DATABASE_KINDS)("the security probe's findings on %s", (kind) => {
  let t: TestApp;
  let http: RawClient;
  let cookie: string;
  const real = { receipt: "", item: "", line: "" };

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    http.send("POST", path, { headers: { ...JSON_BODY, ...headers }, body: JSON.stringify(body) });
  const put = (path: string, body: unknown, headers: Record<string, string> = { cookie }) =>
    http.send("PUT", path, { headers: { ...JSON_BODY, ...headers }, body: JSON.stringify(body) });
  const sessionUser = async (withCookie: string) =>
    ((await http.send("GET", "/api/session", { headers: { cookie: withCookie } })).json() as { user: { email: string } | null }).user;
  const register = async (email: string) => {
    const res = await post("/api/register", { email, password: PASSWORD });
    expect(res.status).toBe(201);
    // The welcome mail goes after the answer; it must be in before a test counts mails.
    await t.inbox.waitFor(email, /./);
    return rawCookies(res);
  };
  /** Everything stored but the sessions, whose last-seen times a signed-in request may refresh. */
  const stored = async () => {
    const tables = await readAllTables(t.database);
    tables.delete("session");
    return tables;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "100" });
    http = await listenForRawRequests(t.app);
    cookie = await register("probe@example.ca");
    t.vision.willRead(
      visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("constructor", 2.5), visionItem("__proto__ toString GF PASTA", 3.99)]),
    );
    const upload = await post("/api/receipts", { base64Image: await receiptImage() }, { cookie });
    expect(upload.status).toBe(201);
    const receipt = upload.json() as { id: string; items: { id: string }[] };
    real.receipt = receipt.id;
    real.item = receipt.items[0]!.id;
    const userId = (await sessionUser(cookie)) && ((await http.send("GET", "/api/user", { headers: { cookie } })).json() as { id: string }).id;
    const now = new Date().toISOString();
    real.line = randomUUID();
    await t.database.db
      .insertInto("line_items")
      .values({
        id: real.line, user_id: userId!, purchase_date: "2025-03-14", store: "Loblaws", product_name: "GF White Bread",
        gf_price_cents: 799, regular_price_cents: 399, difference_cents: 400, category: "Bread", quantity: 1,
        regular_product_name: "White Bread", regular_source: "catalog", regular_source_detail: null, share_pct: 100,
        claimant: "self", created_at: now, updated_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await http?.close();
    await t?.close();
  });

  it("refuses the price that froze the server, on every price field of every route, before any lookup; health answers beside it", async () => {
    const before = await stored();
    const prices = [FROZE_THE_SERVER, "-" + " ".repeat(20_000) + "x-", "9".repeat(100_000), "1" + "\u00a0".repeat(5000) + "2"];
    const unknown = randomUUID();
    const fields: [string, string, (price: string) => unknown][] = [
      ["PUT", `/api/tax-report/line-items/${unknown}`, (p) => ({ gf_price: p })],
      ["PUT", `/api/tax-report/line-items/${real.line}`, (p) => ({ gf_price: p })],
      ["PUT", `/api/tax-report/line-items/${real.line}`, (p) => ({ non_gf_equiv_price: p })],
      ["PUT", `/api/tax-report/line-items/${real.line}`, (p) => ({ non_gf_unit_price: p })],
      ["PUT", `/api/tax-report/line-items/${real.line}`, (p) => ({ quantity: p })],
      ["PUT", `/api/receipt-items/${real.item}/details`, (p) => ({ productName: "GF Bread", price: p })],
      ["PUT", `/api/receipt-items/${unknown}/details`, (p) => ({ productName: "GF Bread", price: p })],
      ["PUT", `/api/receipt-items/${real.item}/regular-price`, (p) => ({ customRegularPrice: p })],
      ["PUT", `/api/receipts/${real.receipt}/items/0/selection`, (p) => ({ isSelected: true, price: p })],
      ["PUT", `/api/receipts/${real.receipt}/items/0/regular-price`, (p) => ({ customRegularPrice: p })],
      ["POST", `/api/receipts/${real.receipt}/confirm`, (p) => ({ virtualItems: [{ productName: "GF Bread", price: p }] })],
      ["POST", `/api/receipts/${real.receipt}/confirm`, (p) => ({ virtualItems: [{ productName: "GF Bread", price: "1", customRegularPrice: p }] })],
    ];
    for (const [method, path, body] of fields) {
      for (const price of prices) {
        const [res, health] = await Promise.all([
          http.send(method, path, { headers: { ...JSON_BODY, cookie }, body: JSON.stringify(body(price)) }),
          http.send("GET", "/api/health"),
        ]);
        expect(res.status, `${method} ${path} ${price.slice(0, 12)}…`).toBe(400);
        expect(Object.keys(res.json() as object), path).toContain("message");
        expect(health.status).toBe(200);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses dot-segment and encoded forms of better-auth's paths: the lockout, sign-up, reset mail and name checks hold", async () => {
    await register("locked@example.ca");
    const wrong = { email: "locked@example.ca", password: "Wrong1234" };
    for (let i = 0; i < 5; i++) expect((await post("/api/auth/sign-in/email", wrong)).status).toBe(401);
    const right = { email: "locked@example.ca", password: PASSWORD };
    const variants = (path: string) => [
      path.replace("/api/auth/", "/api/auth/./"),
      path.replace("/api/auth/", "/api/auth/x/../"),
      path.replace("/api/auth/", "/api/auth/%2e/"),
      path.replace("/api/auth/", "/api/auth/%2E%2E/auth/"),
      path.replace("/api/auth/", "/api//auth/"),
      path.replace("/api/auth/", "/%61pi/auth/"),
      // The last segment's first letter written as %XX.
      path.replace(/\/(\w)([^/]*)$/, (_m, letter: string, rest: string) => `/%${letter.charCodeAt(0).toString(16)}${rest}`),
      `${path}/`,
    ];
    const mails = t.inbox.messages.length;
    const before = await stored();
    for (const path of variants("/api/auth/sign-in/email")) {
      const res = await post(path, right);
      expect(res.status, path).toBe(400);
      expect(res.headers["set-cookie"], path).toBeUndefined();
    }
    expect((await post("/api/auth/sign-in/email", right)).status).toBe(429);
    for (const path of variants("/api/auth/sign-up/email")) {
      expect((await post(path, { email: "probe@example.ca", password: PASSWORD, name: "x" })).status, path).toBe(400);
    }
    for (const path of variants("/api/auth/request-password-reset")) {
      expect((await post(path, { email: "probe@example.ca" })).status, path).toBe(400);
    }
    for (const path of variants("/api/auth/update-user")) {
      expect((await post(path, { name: "n".repeat(1500) }, { cookie })).status, path).toBe(400);
    }
    expect(await stored()).toEqual(before);
    expect(t.inbox.messages.length).toBe(mails);
  });

  it("refuses a percent-encoded /api from another site: the session stays, and the refusal is not cached", async () => {
    for (const path of ["/%61pi/logout", "/%61%70%69/logout", "/api/%6Cogout", "/api/./logout", "/api/logout/"]) {
      const res = await http.send("POST", path, { headers: { cookie, ...CROSS_SITE } });
      expect(res.status, path).toBe(400);
      expect(res.headers["cache-control"], path).toBe("no-store");
      expect(await sessionUser(cookie), path).toMatchObject({ email: "probe@example.ca" });
    }
    const control = await http.send("POST", "/api/logout", { headers: { cookie, ...CROSS_SITE } });
    expect(control.status).toBe(403);
    expect((await http.send("GET", "/%61pi/session", { headers: { cookie } })).headers["cache-control"]).toBe("no-store");
  });

  it("keeps the 1 MB limit on a save, reads no photo in it, and answers anyone without a session before a large body", async () => {
    const big = JSON.stringify({ receiptImage: "x".repeat(2 * 1024 * 1024) });
    const anonymous = await http.send("POST", `/api/receipts/${real.receipt}/confirm`, { headers: JSON_BODY, body: big });
    expect(anonymous.status).toBe(413);
    const photo = await post(`/api/receipts/${real.receipt}/confirm`, { receiptImage: "data:image/png;base64,AAAA" }, { cookie });
    expect(photo.status).toBe(400);
    expect(photo.json()).toMatchObject({ message: expect.stringMatching(/carries no photo/) });
    // The upload alone takes a large body, and only after the session is known (receipt-upload-limits.test.ts).
    const upload = await http.send("POST", "/api/receipts", { headers: JSON_BODY, body: JSON.stringify({ base64Image: "x".repeat(2 * 1024 * 1024) }) });
    expect(upload.status).toBe(401);
  });

  it("bounds computed prices like typed ones: absurd sizes are refused, and no change scales a comparable past $10,000", async () => {
    const before = await stored();
    for (const size of ["1000000000000000000 kg", "10000 kg", "60 kg", "51 L", "500 pk", "0 g", "0.1 g"]) {
      const res = await put(`/api/receipt-items/${real.item}/package-size`, { size });
      expect(res.status, size).toBe(400);
      expect(res.json(), size).toMatchObject({ message: expect.stringMatching(/^(A package size must be from 1 g|Enter the package size)/) });
    }
    const priced = await put(`/api/receipt-items/${real.item}/regular-price`, { customRegularPrice: "9999.99" });
    expect(priced.status).toBe(200);
    const scaled = await put(`/api/receipt-items/${real.item}/details`, { productName: "GF BREAD UDIS WHITE", price: "6.99", quantity: 999 });
    expect(scaled.status).toBe(400);
    expect(scaled.json()).toMatchObject({ message: expect.stringMatching(/over \$10,000/) });
    const tooMuch = await put(`/api/tax-report/line-items/${real.line}`, { non_gf_unit_price: "9999.99", quantity: "500" });
    expect(tooMuch.status).toBe(400);
    expect(await put(`/api/receipt-items/${real.item}/regular-price`, { customRegularPrice: null })).toMatchObject({ status: 200 });
    const after = await stored();
    expect(after.get("line_items")).toEqual(before.get("line_items"));
  });

  it("reads a product, a chat question or a name made of an object's built-in words like any other", async () => {
    const words = ["constructor", "__proto__", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];
    for (const word of words) {
      const details = await put(`/api/receipt-items/${real.item}/details`, { productName: `${word} GF bread`, price: "6.99" });
      expect(details.status, word).toBe(200);
      expect((await put(`/api/receipt-items/${real.item}/details`, { productName: word, price: "6.99" })).status, word).toBe(200);
      expect((await put(`/api/tax-report/line-items/${real.line}`, { product_name: word, store_location: word })).status, word).toBe(200);
      const chat = await post("/api/chat/message", { message: `${word} ${word}s?`, email: "probe@example.ca" });
      expect(chat.status, word).toBe(200);
      expect((await post("/api/auth/update-user", { name: word }, { cookie })).status, word).toBe(200);
    }
    t.vision.willRead(visionReceipt(words.map((word, i) => visionItem(word, 1 + i))));
    const upload = await post("/api/receipts", { base64Image: await receiptImage(3) }, { cookie });
    expect(upload.status).toBe(201);
    expect((upload.json() as { items: { productName: string }[] }).items.map((i) => i.productName)).toEqual(words);
  });

  it("refuses names with invisible or direction-changing characters, and an email longer than an address can be", async () => {
    const before = await stored();
    for (const name of ["GF \u202eDAERB", "GF\u200bBread", "\u2066Udi's\u2069", "Bre\ufeffad"]) {
      const details = await put(`/api/receipt-items/${real.item}/details`, { productName: name, price: "6.99" });
      expect(details.status, name).toBe(400);
      expect(JSON.stringify(details.json()), name).toContain(INVISIBLE_CHARACTERS);
      expect((await put(`/api/tax-report/line-items/${real.line}`, { product_name: name })).status, name).toBe(400);
      expect((await put(`/api/tax-report/line-items/${real.line}`, { store_location: name })).status, name).toBe(400);
      expect((await post("/api/auth/update-user", { name }, { cookie })).status, name).toBe(400);
      const confirm = await post(`/api/receipts/${real.receipt}/confirm`, { virtualItems: [{ productName: name, price: "1", customRegularPrice: "0.5" }] }, { cookie });
      expect(confirm.status, name).toBe(400);
    }
    for (const email of [`${"a".repeat(5000)}@example.ca`, `a@${"b".repeat(300)}.ca`]) {
      const chat = await post("/api/chat/message", { message: "Is bread claimable?", email });
      expect(chat.status).toBe(400);
      expect(chat.json()).toMatchObject({ message: english(INVALID_CHAT_EMAIL), code: "VALIDATION_FAILED" });
    }
    expect(await stored()).toEqual(before);
  });

  it("ends the other sessions when the password changes, and keeps the one that changed it", async () => {
    const first = await register("sessions@example.ca");
    const second = rawCookies(await post("/api/login", { email: "sessions@example.ca", password: PASSWORD }));
    expect(await sessionUser(second)).toMatchObject({ email: "sessions@example.ca" });
    const changed = await post(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: false },
      { cookie: first },
    );
    expect(changed.status).toBe(200);
    expect(await sessionUser(second)).toBeNull();
    const kept = rawCookies(changed) || first;
    expect(await sessionUser(kept)).toMatchObject({ email: "sessions@example.ca" });
  });

  it("answers a URL Fastify cannot route in the app's one error shape", async () => {
    for (const path of ["/api/%zz", "/api/receipts/%E0%A4%A", "/api/auth/sign-in%2Femail", "/api\\logout"]) {
      const res = await http.send("GET", path, { headers: { cookie } });
      expect(res.status, path).toBe(400);
      expect(Object.keys(res.json() as object), path).toEqual(["message", "code"]);
      expect(res.headers["cache-control"], path).toBe("no-store");
    }
  });
});
