import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { strFromU8, unzipSync } from "fflate";
import { sql } from "kysely";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_USER_DATA, USER_DATA_TABLES } from "#server/services/account/user-data-tables";
import { signWebhook, startFakeStripe, type FakeStripe } from "./support/fake-stripe";
import { firstLink } from "./support/smtp-inbox";
import { tableNames } from "./support/table-rows";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, pathOf, type TestApp } from "./support/test-app";
import { visionItem, visionReceipt } from "./support/vision-receipt";

const WEBHOOK_SECRET = "whsec_test_your_data";
const PASSWORD = "Gluten123";
type Row = Record<string, unknown>;

/**
 * Issue 26, points 1 and 2: "Download my data" holds every row of the user and none of anyone else's, and deleting the
 * account leaves none of its rows in any table while everyone else's stay as they were. Whose a row is, is worked out
 * here without the app's table list: a row is a person's when a column holds their id, holds their email, or holds
 * the id of another row of theirs (a receipt's items), so a table added later is judged by the same rule.
 */
describe.each(DATABASE_KINDS)("your data: export and deletion on %s", (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  const now = new Date("2026-03-10T15:00:00Z");
  let image: string;

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
  const inject = (method: "GET" | "POST" | "PUT", url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const register = async (email: string) => {
    const res = await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(201);
    return { cookie: cookiesFrom(res), token: res.json().token as string, id: res.json().user.id as string };
  };

  /** A person with a row in every table the app keeps about people: receipts, claim lines, settings, a subscription… */
  const personWithEverything = async (email: string) => {
    const person = await register(email);
    t.vision.willRead(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("BANANAS", 1.74)]));
    const receipt = await inject("POST", "/api/receipts", person.cookie, { base64Image: image });
    expect(receipt.statusCode).toBe(201);
    const confirmed = await inject("POST", `/api/receipts/${receipt.json().id}/confirm`, person.cookie, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await inject("PUT", "/api/settings/claim-defaults", person.cookie, { claimant: "self", sharePct: 80 })).statusCode).toBe(200);
    expect((await inject("PUT", "/api/settings/documents", person.cookie, { practitionerLetterDate: "2025-01-15", claimantName: "A Name" })).statusCode).toBe(200);
    expect((await inject("POST", "/api/tax-report/prints", person.cookie, { year: 2025, endMonth: 12 })).statusCode).toBe(200);
    const expense = { date: "2025-03-14", description: "Dental cleaning", amountCents: 12_000, claimant: "self" };
    expect((await inject("POST", "/api/other-expenses", person.cookie, expense)).statusCode).toBe(200);
    expect((await inject("POST", "/api/settings/receipt-address", person.cookie)).statusCode).toBe(200);
    const subscription = await inject("POST", "/api/payments/create-subscription", person.cookie);
    await deliver(stripe.pay(subscription.json().subscriptionId, now));
    // A pending password reset and sign-in link; a question to the assistant asked signed in, and one signed out.
    await t.app.inject({ method: "POST", url: "/api/reset-password/request", payload: { email } });
    await t.app.inject({ method: "POST", url: "/api/magic-link/request", payload: { email } });
    await t.inbox.waitFor(email, /reset/i);
    await t.inbox.waitFor(email, /sign-in link/i);
    const question = (userId: string | null) => ({
      id: randomUUID(),
      email,
      question: "Can I claim gluten-free oats?",
      user_id: userId,
      created_at: now.toISOString(),
    });
    await t.database.db.insertInto("chat_questions").values([question(person.id), question(null)]).execute();
    return { ...person, email, subscriptionId: subscription.json().subscriptionId as string };
  };

  /** Every row of every table of the database, by table. */
  const everything = async () => {
    const all = new Map<string, Row[]>();
    for (const name of await tableNames(t.database)) {
      all.set(name, (await sql<Row>`select * from ${sql.table(name)}`.execute(t.database.db)).rows);
    }
    return all;
  };
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

  /** The rows of each table that are the person's, by the rule above, found until nothing more is. */
  const rowsOf = (all: Map<string, Row[]>, person: { id: string; email: string }) => {
    const ids = new Set([person.id]);
    const theirs = new Map<string, Set<Row>>([...all.keys()].map((name) => [name, new Set<Row>()]));
    for (let grew = true; grew; ) {
      grew = false;
      for (const [name, rows] of all) {
        for (const row of rows) {
          if (theirs.get(name)!.has(row)) continue;
          const values = Object.values(row).filter((v) => v !== null).map(text);
          if (values.some((v) => ids.has(v) || v.toLowerCase().includes(person.email))) {
            theirs.get(name)!.add(row);
            if (typeof row.id === "string") ids.add(row.id);
            grew = true;
          }
        }
      }
    }
    return new Map([...theirs].map(([name, rows]) => [name, [...rows]]));
  };
  const counts = (rows: Map<string, Row[]>) => Object.fromEntries([...rows].map(([name, list]) => [name, list.length]));
  const canonical = (rows: Map<string, Row[]>) =>
    Object.fromEntries([...rows].map(([name, list]) => [name, list.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === "bigint" ? String(v) : v))).sort()]));

  const exportOf = async (cookie: string) => {
    const res = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="celiacclaim-my-data-2026-03-10\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    return { files, data: JSON.parse(strFromU8(files["data.json"]!)) as { tables: Record<string, Row[]>; omittedColumns: Record<string, string[]> } };
  };

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(
      kind,
      {
        STRIPE_SECRET_KEY: "sk_test_your_data",
        STRIPE_PUBLISHABLE_KEY: "pk_test_your_data",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://${stripe.host}:${stripe.port}`,
        FREE_RECEIPTS_PER_MONTH: "5",
        EXPORT_RATE_LIMIT_MAX: "4",
        RECEIPT_MAIL_DOMAIN: "receipts.example.ca",
        RECEIPT_SMTP_PORT: "0",
        PRIVACY_CONTACT_EMAIL: "privacy-officer@example.ca",
      },
      { now: () => now },
    );
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    image = `data:image/png;base64,${png.toString("base64")}`;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it("has decided, for every table of the migrated database, whether it holds rows about a user", async () => {
    const decided = [...USER_DATA_TABLES.map((table) => table.table), ...Object.keys(NOT_USER_DATA)].sort();
    expect(decided, "a table is neither exported and deleted nor declared free of user data").toEqual(await tableNames(t.database));
  });

  it("exports every row of the user and none of anyone else's, secrets left out and said so, with a CSV per year", async () => {
    const alice = await personWithEverything("export-alice@example.ca");
    const bob = await personWithEverything("export-bob@example.ca");
    const held = rowsOf(await everything(), alice);
    // The person holds a row in every table the exporter lists, so each table's export is put to the test.
    const empty = USER_DATA_TABLES.map((table) => table.table).filter((name) => held.get(name)!.length === 0);
    expect(empty, "tables this test gave the person no row in").toEqual([]);

    const { files, data } = await exportOf(alice.cookie);
    const exported = Object.fromEntries(Object.entries(data.tables).map(([name, rows]) => [name, rows.length]));
    expect(exported).toEqual(Object.fromEntries(Object.entries(counts(held)).filter(([, n]) => n > 0)));
    const json = strFromU8(files["data.json"]!);
    for (const other of [bob.id, bob.email]) expect(json).not.toContain(other);
    expect(json).toContain("GF BREAD UDIS WHITE");
    expect(data.tables.account![0]).not.toHaveProperty("password");
    expect(data.tables.session![0]).not.toHaveProperty("token");
    expect(data.omittedColumns).toMatchObject({ account: expect.arrayContaining(["password"]), session: ["token"] });
    expect(Object.keys(files).sort()).toEqual(["claims-2025.csv", "data.json"]);
    expect(strFromU8(files["claims-2025.csv"]!)).toMatch(/GF BREAD UDIS WHITE/i);
  });

  it("lets only the owner export, a few times an hour", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/account/export" })).statusCode).toBe(401);
    const carol = await register("export-carol@example.ca");
    for (let i = 0; i < 4; i++) await exportOf(carol.cookie);
    const fifth = await t.app.inject({ method: "GET", url: "/api/account/export", headers: { cookie: carol.cookie } });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/Too many attempts/);
  });

  it("deletes every row of the account after the password and the emailed link, ends its sessions, cancels at Stripe, and no one else's rows move", async () => {
    const alice = await personWithEverything("delete-alice@example.ca");
    const bob = await personWithEverything("delete-bob@example.ca");
    const before = await everything();
    const bobsBefore = canonical(rowsOf(before, bob));
    expect(Object.values(counts(rowsOf(before, alice))).reduce((a, b) => a + b, 0)).toBeGreaterThan(USER_DATA_TABLES.length);

    const wrong = await inject("POST", "/api/account/deletion/request", alice.cookie, { password: "NotMyPassword1" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/not your password/i);
    const asked = await inject("POST", "/api/account/deletion/request", alice.cookie, { password: PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain(alice.email);
    const link = pathOf(firstLink(await t.inbox.waitFor(alice.email, /confirm the deletion/i)));
    expect(link).toMatch(/^\/account\/delete\?token=/);
    const token = new URLSearchParams(link.slice(link.indexOf("?"))).get("token")!;

    // A double submit: both are told the account is gone; it is deleted, and mailed about, once.
    const confirm = () => t.app.inject({ method: "POST", url: "/api/account/deletion/confirm", payload: { token } });
    const [first, second] = await Promise.all([confirm(), confirm()]);
    for (const res of [first, second]) expect(res.json(), res.body).toMatchObject({ deleted: true });
    // A reader of French is told in French (the answer follows the request's language).
    const late = await t.app.inject({ method: "POST", url: "/api/account/deletion/confirm", payload: { token }, headers: { "accept-language": "fr-CA" } });
    expect(late.statusCode).toBe(200);
    expect(late.json().message).toBe("Votre compte et toutes ses données sont supprimés. Vous avez été déconnecté.");
    await t.inbox.waitFor(alice.email, /account is deleted/i);
    expect(t.inbox.messages.filter((m) => m.to === alice.email && /account is deleted/i.test(m.subject))).toEqual([]);

    const after = await everything();
    expect(Object.entries(counts(rowsOf(after, alice))).filter(([, n]) => n > 0), "rows of the deleted account left").toEqual([]);
    expect(canonical(rowsOf(after, bob))).toEqual(bobsBefore);

    for (const headers of [{ cookie: alice.cookie }, { authorization: `Bearer ${alice.token}` }]) {
      expect((await t.app.inject({ method: "GET", url: "/api/user", headers })).statusCode).toBe(401);
    }
    const deletes = stripe.requests.filter((r) => r.method === "DELETE").map((r) => r.path);
    expect(deletes).toContain(`/v1/subscriptions/${alice.subscriptionId}`);
    expect(deletes.filter((p) => p.startsWith("/v1/customers/"))).toHaveLength(1);
    expect(stripe.subscription(bob.subscriptionId).status).toBe("active");
    // Stripe's late word on the cancelled subscription is answered and kept nowhere.
    await deliver(stripe.setStatus(alice.subscriptionId, "canceled"));
    expect(Object.values(counts(rowsOf(await everything(), alice))).every((n) => n === 0)).toBe(true);

    const again = await register(alice.email);
    expect(again.id).not.toBe(alice.id);
    expect((await inject("GET", "/api/tax-report/gf-receipts", again.cookie)).json()).toEqual({ receipts: [] });
  });

  it("asks an account without a password to have signed in by link within 15 minutes, and refuses a link that is not one", async () => {
    const email = "linkonly@example.ca";
    await t.app.inject({ method: "POST", url: "/api/magic-link/request", payload: { email } });
    const follow = await t.app.inject({ method: "GET", url: pathOf(firstLink(await t.inbox.waitFor(email, /sign-in link/i))) });
    const cookie = cookiesFrom(follow);
    expect((await inject("GET", "/api/account", cookie)).json()).toEqual({ hasPassword: false });

    const user = await t.database.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await sql`update ${sql.table("session")} set ${sql.ref("createdAt")} = ${anHourAgo} where ${sql.ref("userId")} = ${user.id}`.execute(t.database.db);
    const stale = await inject("POST", "/api/account/deletion/request", cookie, {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/sign in again with a fresh link/i);

    await t.app.inject({ method: "POST", url: "/api/magic-link/request", payload: { email } });
    const fresh = cookiesFrom(await t.app.inject({ method: "GET", url: pathOf(firstLink(await t.inbox.waitFor(email, /sign-in link/i))) }));
    expect((await inject("POST", "/api/account/deletion/request", fresh, {})).statusCode).toBe(200);
    await t.inbox.waitFor(email, /confirm the deletion/i);

    const forged = await t.app.inject({ method: "POST", url: "/api/account/deletion/confirm", payload: { token: "not-a-real-token" } });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/invalid or has expired\. Your account was not deleted/);
    expect((await inject("GET", "/api/account", fresh)).statusCode).toBe(200);
  });

  it("names the privacy officer from the configuration", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/privacy/contact" })).json()).toEqual({ email: "privacy-officer@example.ca" });
  });
});
