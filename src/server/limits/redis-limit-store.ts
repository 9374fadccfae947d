import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { LimitStore } from "./limit-store";

// Adds one and starts the window when the key is new; a key somehow left without an expiry gets one, never lives on.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/**
 * Counters in Redis, shared by every instance that names the same server: each a key that expires with its window,
 * named by a hash of what is counted (the Redis server may be shared with other software). `resetAt` is the app's
 * clock plus what Redis says is left of the window.
 */
export function createRedisLimitStore(redis: Redis, prefix: string, now: () => number = Date.now): LimitStore {
  const keyOf = (key: string) => `${prefix}${createHash("sha256").update(key).digest("hex")}`;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, keyOf(key), windowMs)) as [number, number];
      return { count, resetAt: now() + ttl };
    },
    async peek(key) {
      const [[, value], [, ttl]] = ((await redis.multi().get(keyOf(key)).pttl(keyOf(key)).exec()) ?? []) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return value === null || ttl < 0 ? null : { count: Number(value), resetAt: now() + ttl };
    },
    async put(key, count, ttlMs) {
      await redis.set(keyOf(key), count, "PX", ttlMs);
    },
    async forget(key) {
      await redis.del(keyOf(key));
    },
  };
}
