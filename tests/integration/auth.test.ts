import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, pathOf, type TestApp } from "./support/test-app";
import { firstLink } from "./support/smtp-inbox";

const STRONG = "Gluten123";

describe.each(DATABASE_KINDS)("accounts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload: payload as object, headers });
  const register = (email: string, password = STRONG) => post("/api/register", { email, password });
  const login = (email: string, password: string) => post("/api/login", { email, password });
  const me = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/user", headers });

  it("registers, signs in at once, and answers /api/user by cookie and by bearer token", async () => {
    const res = await register("Ann@Example.ca");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: "ann@example.ca", emailVerified: false });
    expect(typeof body.token).toBe("string");
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    expect((await me({ cookie: cookiesFrom(res) })).json()).toMatchObject({ email: "ann@example.ca" });
    expect((await me({ authorization: `Bearer ${body.token}` })).json()).toMatchObject({ email: "ann@example.ca" });
    expect((await me({})).statusCode).toBe(401);
  });

  it("verifies the email through the mailed link", async () => {
    const res = await register("verify@example.ca");
    const mail = await t.inbox.waitFor("verify@example.ca", /verify your email/i);
    const link = firstLink(mail);
    expect(link.startsWith("http://localhost:3999/api/auth/verify-email?token=")).toBe(true);
    const follow = await t.app.inject({ method: "GET", url: pathOf(link) });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toContain("/auth/email-verified");
    expect(follow.headers.location).not.toContain("error");
    const user = await me({ cookie: cookiesFrom(res) });
    expect(user.json().emailVerified).toBe(true);
  });

  it("rejects a tampered verification link", async () => {
    const follow = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%2Femail-verified" });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toContain("error=");
  });

  it.each([
    ["Short1", "Password must be at least 8 characters"],
    ["nouppercase1", "Password must contain at least one uppercase letter"],
    ["NoNumberHere", "Password must contain at least one number"],
  ])("refuses the weak password %s with the spec message", async (password, message) => {
    const res = await register("weak@example.ca", password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { password: message } });
  });

  it("enforces the password rules on better-auth's own sign-up route too", async () => {
    const res = await post("/api/auth/sign-up/email", { email: "direct@example.ca", password: "alllowercase", name: "x" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Password must contain at least one uppercase letter");
  });

  it("refuses an email that is not an email and wrong field types", async () => {
    const bad = await register("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please enter a valid email");
    const types = await post("/api/login", { email: ["a@b.ca"], password: 123456 });
    expect(types.statusCode).toBe(400);
    expect(types.json().fieldErrors).toHaveProperty("email");
    expect(types.json().fieldErrors).toHaveProperty("password");
  });

  it("answers a reused email like a new one, without a session, and tells the owner by email", async () => {
    const first = await register("taken@example.ca");
    await t.inbox.waitFor("taken@example.ca", /verify your email/i);
    const again = await register("TAKEN@example.ca", "Other12345");
    const fresh = await register("untaken@example.ca", "Other12345");
    expect(again.statusCode).toBe(201);
    expect(again.statusCode).toBe(fresh.statusCode);
    const shape = (body: Record<string, unknown>) => ({
      keys: Object.keys(body).sort(),
      user: Object.keys(body.user as object).sort(),
      token: typeof body.token,
    });
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().user).toMatchObject({ email: "taken@example.ca", emailVerified: false });
    expect(again.json().user.id).not.toBe(first.json().user.id);
    expect(again.json().user.id).toHaveLength(fresh.json().user.id.length);
    expect(again.json().token).toHaveLength(fresh.json().token.length);
    // No session for whoever tried, and the owner's password still works.
    expect((await me({ authorization: `Bearer ${again.json().token}` })).statusCode).toBe(401);
    expect((await login("taken@example.ca", STRONG)).statusCode).toBe(200);
    const notice = await t.inbox.waitFor("taken@example.ca", /tried to register/i);
    expect(firstLink(notice)).toBe("http://localhost:3999/auth");
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    await register("known@example.ca");
    const wrong = await login("known@example.ca", "Wrong1234");
    const unknown = await login("nobody@example.ca", "Wrong1234");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Invalid email or password");
  });

  it("logs in and out", async () => {
    await register("inout@example.ca");
    const res = await login("inout@example.ca", STRONG);
    expect(res.statusCode).toBe(200);
    const cookie = cookiesFrom(res);
    const token = res.json().token as string;
    expect((await me({ cookie })).statusCode).toBe(200);
    const out = await post("/api/logout", {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/Max-Age=0/i);
    expect((await me({ cookie })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await post("/api/logout", {})).statusCode).toBe(200);
  });

  it("resets a password through the mailed link, once", async () => {
    await register("reset@example.ca");
    const known = await post("/api/reset-password/request", { email: "reset@example.ca" });
    const unknown = await post("/api/reset-password/request", { email: "ghost@example.ca" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await t.inbox.waitFor("reset@example.ca", /reset your/i);
    const link = new URL(firstLink(mail));
    expect(link.pathname).toBe("/auth/reset-password");
    const token = link.searchParams.get("token")!;

    const weak = await post("/api/reset-password", { token, newPassword: "weak" });
    expect(weak.statusCode).toBe(400);
    const done = await post("/api/reset-password", { token, newPassword: "NewGluten456" });
    expect(done.statusCode).toBe(200);
    expect((await login("reset@example.ca", STRONG)).statusCode).toBe(401);
    expect((await login("reset@example.ca", "NewGluten456")).statusCode).toBe(200);

    const reused = await post("/api/reset-password", { token, newPassword: "Another789" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid or has expired/);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.inbox.count("ghost@example.ca")).toBe(0);
  });

  it("refuses an expired reset link", async () => {
    await register("expired@example.ca");
    await post("/api/reset-password/request", { email: "expired@example.ca" });
    const mail = await t.inbox.waitFor("expired@example.ca", /reset your/i);
    const token = new URL(firstLink(mail)).searchParams.get("token")!;
    const past = new Date(Date.now() - 60_000);
    // better-auth keeps dates as ISO text in SQLite and as timestamptz in PostgreSQL.
    await t.database.db
      .updateTable("verification" as never)
      .set({ expiresAt: kind === "sqlite" ? past.toISOString() : past } as never)
      .execute();
    const res = await post("/api/reset-password", { token, newPassword: "NewGluten456" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invalid or has expired/);
  });

  it("signs in by magic link, which works once and creates the account on first use", async () => {
    const ask = await post("/api/magic-link/request", { email: "magic@example.ca", redirect: "/reports" });
    expect(ask.statusCode).toBe(200);
    const mail = await t.inbox.waitFor("magic@example.ca", /sign-in link/i);
    const path = pathOf(firstLink(mail));
    expect(path).not.toContain("localhost:3999/reports");

    const follow = await t.app.inject({ method: "GET", url: path });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe("http://localhost:3999/reports");
    const user = await me({ cookie: cookiesFrom(follow) });
    expect(user.json()).toMatchObject({ email: "magic@example.ca", emailVerified: true });

    const again = await t.app.inject({ method: "GET", url: path });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe("http://localhost:3999/auth?error=INVALID_TOKEN");
  });

  it("answers magic-link requests the same for any email and never redirects off-site", async () => {
    const a = await post("/api/magic-link/request", { email: "someone@example.ca", redirect: "https://evil.example" });
    const b = await post("/api/magic-link/request", { email: "else@example.ca" });
    expect(a.json()).toEqual(b.json());
    const mail = await t.inbox.waitFor("someone@example.ca", /sign-in link/i);
    const follow = await t.app.inject({ method: "GET", url: pathOf(firstLink(mail)) });
    expect(follow.headers.location).toBe("http://localhost:3999/");
  });

  it("takes the password away from an unverified account that a magic link signs in", async () => {
    await register("squat@example.ca", "Attacker123");
    await t.inbox.waitFor("squat@example.ca", /verify your email/i);
    await post("/api/magic-link/request", { email: "squat@example.ca" });
    const mail = await t.inbox.waitFor("squat@example.ca", /sign-in link/i);
    const follow = await t.app.inject({ method: "GET", url: pathOf(firstLink(mail)) });
    expect(follow.statusCode).toBe(302);
    expect((await me({ cookie: cookiesFrom(follow) })).json().emailVerified).toBe(true);
    expect((await login("squat@example.ca", "Attacker123")).statusCode).toBe(401);
  });
});

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { AUTH_RATE_LIMIT_MAX: "3" });
  });
  afterAll(async () => {
    await t?.close();
  });

  // Each case comes from its own client address: the sign-in routes share one bucket per client.
  const limitedUrls = [
    "/api/login",
    "/api/register",
    "/api/reset-password/request",
    "/api/magic-link/request",
    "/api/auth/sign-in/email",
    "/api/auth/change-password",
  ];
  it.each(limitedUrls)(
    "answers 429 with a clear message on %s",
    async (url) => {
      const n = limitedUrls.indexOf(url);
      const remoteAddress = `10.0.0.${n + 1}`;
      // Distinct emails, so the per-account lock (5 failures) is not what answers.
      const payload = { email: `x${n}@example.ca`, password: "Wrong1234", newPassword: "Gluten123", currentPassword: "x" };
      const send = () => t.app.inject({ method: "POST", url, payload, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).not.toBe(429);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    },
  );
});
