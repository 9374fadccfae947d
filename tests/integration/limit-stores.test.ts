import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import type { LimitStore } from "#server/limits/limit-store";
import { createMemoryLimitStore } from "#server/limits/memory-limit-store";
import { createRedisLimitStore } from "#server/limits/redis-limit-store";
import { createSqlLimitStore } from "#server/limits/sql-limit-store";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { deleteRedisKeys } from "./support/redis-keys";

const WINDOW_MS = 60_000;

interface StoreUnderTest {
  store: LimitStore;
  /** Lets `key`'s window end: the clock moved on where the store reads the app's clock, else Redis's own expiry. */
  outlive(key: string, windowMs: number): Promise<void>;
  /** Every key or row the store holds, as stored. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

const clocked = () => {
  let now = 1_000_000;
  return { clock: () => now, advance: (ms: number) => void (now += ms) };
};

const KINDS: Record<string, (() => Promise<StoreUnderTest>) | null> = {
  memory: async () => {
    const { clock, advance } = clocked();
    return {
      store: createMemoryLimitStore(clock),
      outlive: async (_key, ms) => advance(ms),
      storedKeys: async () => [],
      close: async () => undefined,
    };
  },
  postgres: process.env.TEST_DATABASE_URL
    ? async () => {
        const testDb: TestDatabase = await createTestDatabase("postgres");
        const { clock, advance } = clocked();
        return {
          store: createSqlLimitStore(testDb.database.db, clock),
          outlive: async (_key, ms) => advance(ms),
          storedKeys: async () => (await testDb.database.db.selectFrom("limit_counters").select("key").execute()).map((r) => r.key),
          close: () => testDb.drop(),
        };
      }
    : null,
  redis: process.env.TEST_REDIS_URL
    ? async () => {
        const redis = new Redis(process.env.TEST_REDIS_URL!);
        const prefix = `celiacclaim-test-${randomBytes(6).toString("hex")}:`;
        const store = createRedisLimitStore(redis, prefix);
        return {
          store,
          // Redis expires the key itself: awaited by what the store answers, never by a fixed sleep.
          outlive: async (key) => {
            while (await store.peek(key)) await new Promise((resolve) => setTimeout(resolve, 5));
          },
          storedKeys: () => redis.keys(`${prefix}*`),
          close: async () => {
            await deleteRedisKeys(redis, prefix);
            await redis.quit();
          },
        };
      }
    : null,
};

describe.each(Object.entries(KINDS).filter(([, make]) => make !== null))("limit store in %s", (_kind, make) => {
  let t: StoreUnderTest;
  beforeAll(async () => {
    t = await make!();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("counts hits in one window, each key apart, and starts again once the window has passed", async () => {
    const first = await t.store.hit("ip:10.0.0.1", WINDOW_MS);
    const second = await t.store.hit("ip:10.0.0.1", WINDOW_MS);
    expect([first.count, second.count]).toEqual([1, 2]);
    expect((await t.store.hit("ip:10.0.0.2", WINDOW_MS)).count).toBe(1);

    const short = "ip:10.0.0.3";
    await t.store.hit(short, 30);
    await t.store.hit(short, 30);
    await t.outlive(short, 30);
    expect(await t.store.peek(short)).toBeNull();
    expect((await t.store.hit(short, 30)).count).toBe(1);
  });

  it("gives each of many concurrent hits its own count", async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => t.store.hit("burst", WINDOW_MS)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it("sets, reads and forgets a counter", async () => {
    expect(await t.store.peek("lock:someone@example.ca")).toBeNull();
    await t.store.put("lock:someone@example.ca", 3, WINDOW_MS);
    expect((await t.store.peek("lock:someone@example.ca"))?.count).toBe(3);
    await t.store.forget("lock:someone@example.ca");
    expect(await t.store.peek("lock:someone@example.ca")).toBeNull();
  });

  it("never stores what it counts, only a hash of it", async () => {
    await t.store.hit("sign-in-failures:private@example.ca", WINDOW_MS);
    for (const key of await t.storedKeys()) expect(key).not.toMatch(/example\.ca|10\.0\.0/);
  });
});
