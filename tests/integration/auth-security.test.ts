import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import type { Mailer, MailMessage } from "#server/mail/mailer";
import { createOutboxMailer } from "#server/mail/outbox-mailer";
import { createLoginGuard } from "#server/auth/login-guard";
import { createMemoryLimitStore } from "#server/limits/memory-limit-store";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "./support/test-database";
import { cookiesFrom, createTestApp, PUBLIC_URL, type TestApp } from "./support/test-app";
import { firstLink } from "./support/smtp-inbox";
import { buildServerBundle, runServerUntil } from "./support/spawn-server";

const STRONG = "Gluten123";

describe.each(DATABASE_KINDS)("account security on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers, remoteAddress });
  const signUp = async (email: string) => {
    const res = await post("/api/register", { email, password: STRONG });
    expect(res.statusCode).toBe(201);
    return cookiesFrom(res);
  };

  it.each(["abcdefgh", "password", "Short1", "NoNumberHere"])(
    "refuses the weak password %s on better-auth's change-password",
    async (newPassword) => {
      const cookie = await signUp(`change-${newPassword.toLowerCase()}@example.ca`);
      const res = await post("/api/auth/change-password", { currentPassword: STRONG, newPassword }, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Password must/);
    },
  );

  it("changes a password that meets the rules", async () => {
    const cookie = await signUp("change-ok@example.ca");
    const res = await post("/api/auth/change-password", { currentPassword: STRONG, newPassword: "Better456" }, { cookie });
    expect(res.statusCode).toBe(200);
    expect((await post("/api/login", { email: "change-ok@example.ca", password: "Better456" })).statusCode).toBe(200);
  });

  it("answers 400, never 5xx, to a body nested 10,000 deep", async () => {
    const deep = "[".repeat(10_000) + "]".repeat(10_000);
    for (const payload of [`{"email":${deep},"password":"x"}`, deep]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload,
        headers: { "content-type": "application/json" },
        remoteAddress: "10.9.0.1",
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
  });

  it("validates update-user's fields: the name is text of at most 200 characters", async () => {
    const cookie = await signUp("rename@example.ca");
    for (const name of [123, "x".repeat(201), { $ne: null }, ["a"]]) {
      const res = await post("/api/auth/update-user", { name }, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Name must/);
    }
    expect((await post("/api/auth/update-user", { name: "Ann" }, { cookie })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: { cookie } })).json().name).toBe("Ann");
  });

  it.each([
    ["/api/auth/sign-in/email", { email: { a: 1 }, password: STRONG }],
    ["/api/auth/sign-in/email", { email: "a@example.ca", password: 12345678 }],
    ["/api/auth/sign-in/magic-link", { email: ["a@example.ca"] }],
    ["/api/auth/request-password-reset", { email: 42 }],
    ["/api/auth/reset-password", { token: 5, newPassword: STRONG }],
    ["/api/auth/sign-in/email", { email: "a@example.ca", password: STRONG, callbackURL: "x".repeat(600) }],
    ["/api/auth/sign-out", { padding: "x".repeat(5000) }],
    ["/api/auth/sign-out", [1, 2, 3]],
  ])("answers 400 with a message to a malformed body on %s", async (url, payload) => {
    const res = await post(url, payload, {}, "10.9.0.2");
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
  });

  it.each(["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/change-password?x=1"])(
    "answers a GET on the POST-only %s without a 5xx",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url, remoteAddress: "10.9.0.3" });
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it("answers better-auth's own sign-up like /api/register for an existing email, and tells the owner", async () => {
    await signUp("owner@example.ca");
    await t.inbox.waitFor("owner@example.ca", /verify your email/i);
    const again = await post("/api/auth/sign-up/email", { email: "owner@example.ca", password: "Another789", name: "x" });
    const fresh = await post("/api/auth/sign-up/email", { email: "newcomer@example.ca", password: "Another789", name: "x" });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(again.headers["set-cookie"]).toBeUndefined();
    const notice = await t.inbox.waitFor("owner@example.ca", /tried to register/i);
    expect(firstLink(notice)).toBe(`${PUBLIC_URL}/auth`);
    expect((await post("/api/login", { email: "owner@example.ca", password: "Another789" })).statusCode).toBe(401);
  });

  it("locks one email after 5 wrong passwords, whichever sign-in route they came through", async () => {
    await signUp("target@example.ca");
    const wrong = { email: "target@example.ca", password: "Wrong1234" };
    for (let i = 0; i < 3; i++) expect((await post("/api/login", wrong, {}, `10.1.0.${i}`)).statusCode).toBe(401);
    for (let i = 3; i < 5; i++) expect((await post("/api/auth/sign-in/email", wrong, {}, `10.1.0.${i}`)).statusCode).toBe(401);

    // Even the right password, from another address, waits now.
    const right = { email: "target@example.ca", password: STRONG };
    for (const url of ["/api/login", "/api/auth/sign-in/email"]) {
      const locked = await post(url, right, {}, "10.1.1.1");
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this email\. Please wait \d+ minutes?/);
    }
    // Other accounts are not affected, and an unknown email is locked the same way (no hint it does not exist).
    await signUp("bystander@example.ca");
    expect((await post("/api/login", { email: "bystander@example.ca", password: STRONG }, {}, "10.1.1.1")).statusCode).toBe(200);
    const ghost = { email: "ghost-target@example.ca", password: "Wrong1234" };
    for (let i = 0; i < 5; i++) expect((await post("/api/login", ghost, {}, `10.1.2.${i}`)).statusCode).toBe(401);
    expect((await post("/api/login", ghost, {}, "10.1.2.9")).statusCode).toBe(429);
  });
});

describe("one sign-in bucket per client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { AUTH_RATE_LIMIT_MAX: "4" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts /api/login, better-auth's sign-in and the magic-link request together", async () => {
    const from = (url: string, payload: object, remoteAddress: string) =>
      t.app.inject({ method: "POST", url, payload, remoteAddress });
    const creds = (n: number) => ({ email: `shared${n}@example.ca`, password: "Wrong1234" });
    expect((await from("/api/login", creds(1), "10.2.0.1")).statusCode).toBe(401);
    expect((await from("/api/auth/sign-in/email", creds(2), "10.2.0.1")).statusCode).toBe(401);
    expect((await from("/api/magic-link/request", { email: "shared3@example.ca" }, "10.2.0.1")).statusCode).toBe(200);
    expect((await from("/api/auth/sign-in/magic-link", { email: "shared4@example.ca" }, "10.2.0.1")).statusCode).toBe(200);
    for (const [url, payload] of [
      ["/api/login", creds(5)],
      ["/api/auth/sign-in/email", creds(6)],
      ["/api/magic-link/request", { email: "shared7@example.ca" }],
    ] as const) {
      const res = await from(url, payload, "10.2.0.1");
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    }
    // Another client has its own bucket.
    expect((await from("/api/login", creds(8), "10.2.0.2")).statusCode).toBe(401);
  });
});

// The lock's detail: its message and how long it lasts, said in the reader's language when the error is answered.
const lockedFor = (minutes: number) => ({ code: "ACCOUNT_LOCKED", detail: { key: "error.wait.accountLocked", values: { count: minutes, unit: "minute" } } });

describe("login guard", () => {
  it("locks for longer each time and forgives after a success", async () => {
    let now = 0;
    const clock = () => now;
    const guard = createLoginGuard({ store: createMemoryLimitStore(clock), clientMax: 100, windowMs: 60_000, now: clock });
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) await guard.recordFailure("a@example.ca");
    };
    await fail(5);
    await expect(guard.checkAccount("A@example.ca")).rejects.toMatchObject(lockedFor(5));
    now += 5 * 60_000;
    await expect(guard.checkAccount("a@example.ca")).resolves.toBeUndefined();
    await fail(5);
    await expect(guard.checkAccount("a@example.ca")).rejects.toMatchObject(lockedFor(10));
    now += 10 * 60_000;
    await fail(4);
    await guard.recordSuccess("a@example.ca");
    await fail(4);
    await expect(guard.checkAccount("a@example.ca")).resolves.toBeUndefined();
  });

  it("forgives past locks a day after the last failure, not before", async () => {
    let now = 0;
    const clock = () => now;
    const guard = createLoginGuard({ store: createMemoryLimitStore(clock), clientMax: 100, windowMs: 60_000, now: clock });
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) await guard.recordFailure("b@example.ca");
    };
    await fail(5);
    now += 20 * 60 * 60_000;
    // A failure within the day keeps the count of locks: the next lock is the second's length.
    await fail(1);
    now += 20 * 60 * 60_000;
    await fail(5);
    await expect(guard.checkAccount("b@example.ca")).rejects.toMatchObject(lockedFor(10));
    now += 25 * 60 * 60_000;
    await fail(5);
    await expect(guard.checkAccount("b@example.ca")).rejects.toMatchObject(lockedFor(5));
  });
});

/** A mailer that takes its time, as a slow SMTP server does. */
/** A mailer whose sends wait until the test opens it: an answer that waited for the mail would never come. */
function heldMailer() {
  const asked: MailMessage[] = [];
  const sent: MailMessage[] = [];
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const mailer: Mailer = {
    async send(message) {
      asked.push(message);
      await opened;
      sent.push(message);
    },
    async close() {},
  };
  return { mailer, asked, sent, open };
}

describe("mail after the answer, and no links in production logs", () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await db?.drop();
  });

  const appWith = async (mailer: Mailer, env: Record<string, string>, logStream?: { write(line: string): void }) => {
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL,
      WEB_DIST_DIR: "/nonexistent",
      LOG_LEVEL: "silent",
      AUTH_RATE_LIMIT_MAX: "1000",
      SQLITE_PATH: db.url,
      ...env,
    });
    const extractor = { extract: async () => { throw new Error("unused"); }, close: async () => {} };
    const app = await buildApp({
      config,
      database: db.database,
      mailer,
      authSecret: "test-secret-that-is-long-enough-0123456789",
      extractor: extractor as never,
      catalog: {} as never,
      logStream,
    });
    await app.ready();
    return app;
  };

  it("answers a reset request for a known email without waiting for the mail", async () => {
    const { mailer, asked, sent, open } = heldMailer();
    const app = await appWith(mailer, {});
    try {
      const reg = await app.inject({ method: "POST", url: "/api/register", payload: { email: "slow@example.ca", password: STRONG } });
      expect(reg.statusCode).toBe(201);
      const request = (email: string) => app.inject({ method: "POST", url: "/api/reset-password/request", payload: { email } });
      expect((await request("slow@example.ca")).statusCode).toBe(200);
      expect((await request("nobody-here@example.ca")).statusCode).toBe(200);
      // Both answered while every mail was held.
      expect(sent).toEqual([]);
      open();
      await vi.waitFor(() => expect(sent.some((m) => m.to === "slow@example.ca" && /reset/i.test(m.subject))).toBe(true), { timeout: 30_000 });
      expect(asked.some((m) => m.to === "nobody-here@example.ca")).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("never logs a link or token from the production outbox", async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const outbox = mkdtempSync(join(tmpdir(), "celiacclaim-outbox-"));
    const mailer = createOutboxMailer(outbox, "test@example.ca", { info: (obj: object, msg: string) => lines.push(JSON.stringify({ ...obj, msg })) } as never, {
      logLinks: false,
    });
    const app = await appWith(mailer, { LOG_LEVEL: "trace" }, logStream);
    try {
      await app.inject({ method: "POST", url: "/api/register", payload: { email: "logs@example.ca", password: STRONG } });
      await app.inject({ method: "POST", url: "/api/magic-link/request", payload: { email: "logs@example.ca" } });
      await app.inject({ method: "POST", url: "/api/reset-password/request", payload: { email: "logs@example.ca" } });
      // The mails are sent after the answers: wait for all three, however long the machine takes.
      const written = () => lines.filter((l) => l.includes("mail written to outbox")).length;
      await vi.waitFor(() => expect(written()).toBe(3), { timeout: 30_000 });
      expect(readdirSync(outbox).sort()).toEqual(readdirSync(outbox).filter((f) => f.endsWith(".eml")).sort());
      const all = lines.join("\n");
      expect(all).toContain("mail written to outbox");
      expect(all).not.toMatch(/token=(?!\[redacted\])/);
      expect(all).not.toContain(`${PUBLIC_URL}/auth/reset-password`);
      expect(all).not.toContain("logs@example.ca");
    } finally {
      await app.close();
    }
  });
});

describe("production without SMTP", () => {
  let bundle: string;
  beforeAll(async () => {
    bundle = await buildServerBundle("auth-security-test");
  });

  it("refuses to start, naming SMTP_URL and the opt-in", async () => {
    const dir = mkdtempSync(join(tmpdir(), "celiacclaim-prod-"));
    const { code, output } = await runServerUntil(
      bundle,
      {
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(40),
        PORT: "0",
        SQLITE_PATH: join(dir, "db.sqlite"),
        OUTBOX_DIR: join(dir, "outbox"),
      },
      /running at/,
    );
    expect(code).toBe(1);
    expect(output).toMatch(/SMTP_URL: is required when NODE_ENV=production/);
    expect(output).toContain("MAIL_OUTBOX_IN_PRODUCTION=true");
  });
});
