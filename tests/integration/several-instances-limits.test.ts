import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { deleteRedisKeys } from "./support/redis-keys";
import { receiptImage } from "./support/receipt-image";
import { cookiesFrom, createSecondInstance, createTestApp, type TestApp } from "./support/test-app";
import { visionItem, visionReceipt } from "./support/vision-receipt";

type Instance = Pick<TestApp, "app">;

const STRONG = "Gluten123";
const redisPrefix = `celiacclaim-test-${randomBytes(6).toString("hex")}:`;

/** Where the counters are shared: PostgreSQL by default, Redis when the test can reach one. */
const SHARED_STORES: { name: string; env: Record<string, string> }[] = [
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", env: {} }] : []),
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL
    ? [{ name: "Redis", env: { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: redisPrefix } }]
    : []),
];

const post = (instance: Instance, url: string, payload: object, remoteAddress: string, cookie?: string) =>
  instance.app.inject({ method: "POST", url, payload, remoteAddress, headers: cookie ? { cookie } : {} });

describe.each(SHARED_STORES)("limits held across two app instances on one database, counted in $name", ({ env: storeEnv }) => {
  const env = {
    ...storeEnv,
    AUTH_RATE_LIMIT_MAX: "4",
    CHAT_RATE_LIMIT_MAX: "3",
    UPLOAD_RATE_LIMIT_MAX: "3",
  };
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  let users = 0;

  beforeAll(async () => {
    a = await createTestApp("postgres", env);
    b = await createSecondInstance(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (storeEnv.REDIS_URL) {
      const redis = new Redis(storeEnv.REDIS_URL);
      await deleteRedisKeys(redis, redisPrefix);
      await redis.quit();
    }
  });

  /** A new account, registered from an address of its own so registrations do not fill any bucket under test. */
  const signUp = async () => {
    const email = `shared-limits-${++users}@example.ca`;
    const res = await post(a, "/api/register", { email, password: STRONG }, `10.9.${users}.1`);
    expect(res.statusCode).toBe(201);
    return { email, cookie: cookiesFrom(res) };
  };

  it("locks an email after 5 wrong passwords spread over both instances, on both", async () => {
    const { email } = await signUp();
    const wrong = { email, password: "Wrong1234" };
    for (let i = 0; i < 3; i++) expect((await post(a, "/api/login", wrong, `10.1.0.${i}`)).statusCode).toBe(401);
    for (let i = 3; i < 5; i++) expect((await post(b, "/api/auth/sign-in/email", wrong, `10.1.0.${i}`)).statusCode).toBe(401);
    for (const instance of [a, b]) {
      const locked = await post(instance, "/api/login", { email, password: STRONG }, "10.1.1.1");
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this email/);
    }
  });

  it("fills one client's sign-in bucket from both instances", async () => {
    const attempt = (instance: Instance, n: number) =>
      post(instance, "/api/login", { email: `nobody${n}@example.ca`, password: "Wrong1234" }, "10.2.0.1");
    expect([(await attempt(a, 1)).statusCode, (await attempt(b, 2)).statusCode]).toEqual([401, 401]);
    expect([(await attempt(a, 3)).statusCode, (await attempt(b, 4)).statusCode]).toEqual([401, 401]);
    expect((await attempt(a, 5)).statusCode).toBe(429);
    expect((await attempt(b, 6)).statusCode).toBe(429);
  });

  it("counts a limited auth route's requests from both instances in one window", async () => {
    const request = (instance: Instance) => post(instance, "/api/reset-password/request", { email: "reset@example.ca" }, "10.3.0.1");
    for (const instance of [a, b, a, b]) expect((await request(instance)).statusCode).toBe(200);
    expect((await request(a)).statusCode).toBe(429);
    expect((await request(b)).statusCode).toBe(429);
  });

  it("limits a visitor's chat across both instances", async () => {
    const ask = (instance: Instance) =>
      post(instance, "/api/chat/message", { message: "What can I claim?", email: "visitor@example.ca" }, "10.4.0.1");
    for (const instance of [a, b, a]) expect((await ask(instance)).statusCode).toBe(200);
    expect((await ask(b)).statusCode).toBe(429);
    expect((await ask(a)).statusCode).toBe(429);
  });

  it("counts an account's upload attempts on both instances", async () => {
    const { cookie } = await signUp();
    // Attempts count whether or not a photo is read; these send none, so they are refused after being counted.
    const attempt = (instance: Instance) => post(instance, "/api/receipts", {}, "10.5.0.1", cookie);
    for (const instance of [a, b, a]) expect((await attempt(instance)).statusCode).toBe(400);
    const refused = await attempt(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/upload/i);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("one Free account uploading to two instances", () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondInstance>>;
  const env = { FREE_RECEIPTS_PER_MONTH: "5" };
  beforeAll(async () => {
    a = await createTestApp("postgres", env);
    b = await createSecondInstance(a, env);
    a.vision.willRead(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99)], { store: "Loblaws", purchaseDate: "2025-03-14" }));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("gets exactly 5 receipts from 30 concurrent uploads spread over both", async () => {
    const registered = await post(a, "/api/register", { email: "free-twice@example.ca", password: STRONG }, "10.6.0.1");
    const cookie = cookiesFrom(registered);
    const base64Image = await receiptImage();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(i % 2 === 0 ? a : b, "/api/receipts", { base64Image }, "10.6.0.2", cookie)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(25);
    const receipts = await a.database.db.selectFrom("receipts").select("id").where("user_id", "=", registered.json().user.id).execute();
    expect(receipts).toHaveLength(5);
  });
});
