import type { Redis } from "ioredis";

/** Deletes every key under `prefix`: a test's own keys, on a Redis server other tests may share. */
export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== "0");
}
