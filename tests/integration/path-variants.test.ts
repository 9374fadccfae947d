import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBodyCode } from "#domain/errors";
import { canonicalPath, isApiPath } from "#server/http/canonical-path";
import { DATABASE_KINDS } from "./support/test-database";
import { listenForRawRequests, rawCookies, type RawClient, type RawResponse } from "./support/raw-http";
import { receiptImage } from "./support/receipt-image";
import { readAllTables } from "./support/table-rows";
import { createTestApp, type TestApp } from "./support/test-app";
import { visionItem, visionReceipt } from "./support/vision-receipt";

/**
 * Issue 20, point 2: every route of the route table, asked for by other forms of its path (dot-segments, letters
 * written percent-encoded, doubled and trailing slashes, backslashes, another case, a `;` suffix), signed in and not,
 * from another site. A form that is not canonical is refused (400) or, for a page, sent to the canonical address
 * (308) before any guard or handler sees it; a canonical form that differs (another case) finds no route (404, or
 * the guard that runs before routing refuses it first). Over a
 * real socket, so no client-side URL parser resolves the dot-segments first. Nothing changes, nobody is signed out,
 * no mail goes, and no answer is a 5xx.
 */
const SEED = 20_261_125;
const RUNS_PER_ROUTE = 150;
const CROSS_SITE = { origin: "http://localhost:4000", "sec-fetch-site": "same-site" };
const PAGES = ["/", "/blog", "/reports", "/upload-receipt", "/auth/reset-password"];

type Change = (path: string, at: number) => string;

/** The app's one error shape: a message, and the chat's `userMessage` or a form's `fieldErrors` where they belong. */
const isErrorBody = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as { message?: unknown }).message === "string" &&
  isErrorBodyCode((body as { code?: unknown }).code) &&
  Object.keys(body).every((key) => ["message", "code", "userMessage", "fieldErrors"].includes(key));

const boundaries = (path: string) => [...path.matchAll(/\//g)].map((m) => m.index);
const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? code.toUpperCase() : code}`;
};
const atBoundary = (insert: string): Change => (path, at) => {
  const marks = boundaries(path);
  const i = marks[at % marks.length]!;
  return path.slice(0, i) + insert + path.slice(i);
};
const encodedChar = (upper: boolean): Change => (path, at) => {
  const places = [...path].flatMap((c, i) => (/[A-Za-z0-9\-._~]/.test(c) ? [i] : []));
  if (places.length === 0) return path;
  const i = places[at % places.length]!;
  return path.slice(0, i) + hex(path[i]!, upper) + path.slice(i + 1);
};
const segmentCase = (path: string, at: number) => {
  const segments = path.split("/");
  const i = 1 + (at % Math.max(1, segments.length - 1));
  segments[i] = segments[i] === segments[i]?.toUpperCase() ? segments[i]!.toLowerCase() : segments[i]!.toUpperCase();
  return segments.join("/");
};

// Each change makes another spelling of the same path; several may be stacked.
const CHANGES: Record<string, Change> = {
  "dot segment": atBoundary("/."),
  "encoded dot segment": atBoundary("/%2e"),
  "parent segment": atBoundary("/x/.."),
  "encoded parent segment": atBoundary("/a/%2E%2E"),
  "doubled slash": atBoundary("/"),
  "encoded letter": encodedChar(true),
  "encoded letter, lower-case hex": encodedChar(false),
  "trailing slash": (path) => `${path}/`,
  "trailing dot": (path) => `${path}/.`,
  "backslash": (path, at) => {
    const marks = boundaries(path).slice(1);
    const i = marks.length > 0 ? marks[at % marks.length]! : -1;
    return i < 0 ? `${path}\\` : `${path.slice(0, i)}\\${path.slice(i + 1)}`;
  },
  "encoded slash": (path, at) => {
    const marks = boundaries(path).slice(1);
    const i = marks.length > 0 ? marks[at % marks.length]! : -1;
    return i < 0 ? `${path}%2F` : `${path.slice(0, i)}%2F${path.slice(i + 1)}`;
  },
  "another case": segmentCase,
  "upper case": (path) => path.toUpperCase(),
  "semicolon suffix": (path) => `${path};jsessionid=1`,
};

describe.each(DATABASE_KINDS)("every route under other forms of its path on %s", (kind) => {
  let t: TestApp;
  let http: RawClient;
  let cookie: string;
  const ids: Record<string, string> = {};
  // FUZZ_STATS=1 prints the count of requests and of each status: the figures the closing note quotes.
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    t = await createTestApp(kind, { AUTH_RATE_LIMIT_MAX: "1000000", CHAT_RATE_LIMIT_MAX: "1000000", CHAT_EMAIL_RATE_LIMIT_MAX: "1000000" });
    http = await listenForRawRequests(t.app);
    const registered = await http.send("POST", "/api/register", {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "paths@example.ca", password: "Gluten123" }),
    });
    cookie = rawCookies(registered);
    // The welcome mail goes after the answer; it must be in before the test counts mails.
    await t.inbox.waitFor("paths@example.ca", /./);
    t.vision.willRead(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("BANANAS", 1.74)]));
    const upload = await http.send("POST", "/api/receipts", {
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ base64Image: await receiptImage() }),
    });
    const receipt = upload.json() as { id: string; items: { id: string }[] };
    const userId = ((await http.send("GET", "/api/user", { headers: { cookie } })).json() as { id: string }).id;
    const now = new Date().toISOString();
    const line = randomUUID();
    await t.database.db
      .insertInto("line_items")
      .values({
        id: line, user_id: userId, purchase_date: "2025-03-14", store: "Loblaws", product_name: "GF White Bread",
        gf_price_cents: 799, regular_price_cents: 399, difference_cents: 400, category: "Bread", quantity: 1,
        regular_product_name: "White Bread", regular_source: "catalog", regular_source_detail: null, share_pct: 100,
        claimant: "self", created_at: now, updated_at: now,
      })
      .execute();
    Object.assign(ids, { ":id": receipt.id, ":receiptId": receipt.id, ":itemId": receipt.items[0]!.id, ":index": "0", "*": "sign-in/email" });
    ids.line = line;
  });
  afterAll(async () => {
    if (process.env.FUZZ_STATS) console.warn(`path variants on ${kind}:`, Object.fromEntries(statuses));
    await http?.close();
    await t?.close();
  });

  const pathOfRoute = (url: string) =>
    url.startsWith("/api/tax-report/line-items/") ? url.replace(":id", ids.line!) : url.replace(/:\w+|\*/g, (param) => ids[param] ?? param);

  /** What a spelling of a route's path must get, by whether it is canonical; null when the spelling is the route's own. */
  function expected(method: string, variant: string): (res: RawResponse) => string | null {
    const canonical = canonicalPath(variant);
    if (canonical === variant) {
      // Another route, or none: refused (a guard that fires first) or not found, never served.
      return (res) => ([401, 403, 404].includes(res.status) ? null : `another route answered ${res.status}`);
    }
    if (canonical !== null && (method === "GET" || method === "HEAD") && !isApiPath(canonical)) {
      return (res) => (res.status === 308 && res.headers.location === canonical ? null : `not sent to ${canonical}: ${res.status} ${String(res.headers.location)}`);
    }
    return (res) => {
      if (res.status !== 400) return `answered ${res.status} instead of 400`;
      if (res.headers["cache-control"] !== "no-store") return "a refusal without no-store";
      return method === "HEAD" || isErrorBody(res.json()) ? null : `error body ${res.body}`;
    };
  }

  it("refuses or redirects every other spelling of every route before anything reads it, and changes nothing", { timeout: 600_000 }, async () => {
    const before = await readAllTables(t.database);
    before.delete("session");
    const mails = t.inbox.messages.length;
    const targets = [
      ...t.app.routeTable.map((r) => ({ method: r.method, path: pathOfRoute(r.url) })),
      ...PAGES.flatMap((path) => ["GET", "HEAD"].map((method) => ({ method, path }))),
    ];
    expect(targets.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const names = Object.keys(CHANGES);
    let sent = 0;

    for (const { method, path } of targets) {
      const spelling = fc.tuple(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.nat({ max: 50 })), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
      );
      await fc.assert(
        fc.asyncProperty(spelling, async ([changes, signedIn]) => {
          const variant = changes.reduce((p, [name, at]) => CHANGES[name]!(p, at), path);
          if (variant === path) return;
          const headers: Record<string, string> = { ...CROSS_SITE, ...(signedIn ? { cookie } : {}) };
          const sendsBody = method === "POST" || method === "PUT";
          if (sendsBody) headers["content-type"] = "application/json";
          const res = await http.send(method, variant, { headers, body: sendsBody ? "{}" : undefined });
          sent++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const problem = res.status >= 500 ? `a ${res.status}` : expected(method, variant)(res);
          if (problem) failures.push(`${method} ${variant} (${changes.map(([n]) => n).join(" + ")}, ${signedIn ? "signed in" : "anonymous"}): ${problem}`);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThan(5_000);
    const after = await readAllTables(t.database);
    after.delete("session");
    expect(after).toEqual(before);
    expect(t.inbox.messages.length).toBe(mails);
    const session = await http.send("GET", "/api/session", { headers: { cookie } });
    expect((session.json() as { user: { email: string } | null }).user?.email).toBe("paths@example.ca");
  });
});
