import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { Redis } from "ioredis";
import type { Database } from "../db/open-database";
import type { LimitStore } from "./limit-store";
import { createMemoryLimitStore } from "./memory-limit-store";
import { rateLimitStoreOn } from "./rate-limit-store";
import { createRedisLimitStore } from "./redis-limit-store";
import { createSqlLimitStore } from "./sql-limit-store";

export interface SharedLimits {
  /** Where the counters are kept: each instance's own memory, or a store all instances see. */
  where: "memory" | "postgres" | "redis";
  /** The login guard's counters. */
  store: LimitStore;
  /** What @fastify/rate-limit is given: nothing (its own memory), the ioredis client it supports, or a custom store. */
  rateLimit: { redis: Redis; nameSpace: string } | { store: FastifyRateLimitStoreCtor } | Record<string, never>;
  close(): Promise<void>;
}

/**
 * Every counter that decides a refusal goes where every instance sees it (decision 036): Redis when `REDIS_URL` is
 * set, else PostgreSQL when the app runs on it, else (SQLite, one process) memory as before.
 */
export function createSharedLimits(database: Database, redis: { url?: string | undefined; prefix: string }): SharedLimits {
  if (redis.url) {
    // A request waits for Redis briefly and once: an unreachable store refuses the limited routes (5xx) rather than
    // letting them through uncounted.
    const client = new Redis(redis.url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    // Reconnecting is ioredis's own; an 'error' unheard would end the process.
    client.on("error", () => undefined);
    return {
      where: "redis",
      store: createRedisLimitStore(client, `${redis.prefix}limits:`),
      rateLimit: { redis: client, nameSpace: `${redis.prefix}rate-limit:` },
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }
  if (database.dialect === "postgres") {
    const store = createSqlLimitStore(database.db);
    return { where: "postgres", store, rateLimit: { store: rateLimitStoreOn(store) }, close: async () => undefined };
  }
  return { where: "memory", store: createMemoryLimitStore(), rateLimit: {}, close: async () => undefined };
}
