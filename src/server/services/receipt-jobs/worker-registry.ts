import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** A worker beats this often; one not heard from for three beats is counted out. */
export const WORKER_BEAT_MS = 5_000;
const LIVE_FOR_MS = 3 * WORKER_BEAT_MS;

/** Says this worker is running and how many reads it runs at once; called every WORKER_BEAT_MS. */
export async function beatWorker(db: Kysely<DB>, worker: { id: string; concurrency: number }, at: number): Promise<void> {
  await db
    .insertInto("receipt_workers")
    .values({ id: worker.id, concurrency: worker.concurrency, seen_at: at })
    .onConflict((oc) => oc.column("id").doUpdateSet({ seen_at: at, concurrency: worker.concurrency }))
    .execute();
  await db.deleteFrom("receipt_workers").where("seen_at", "<", at - 10 * LIVE_FOR_MS).execute();
}

export async function forgetWorker(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom("receipt_workers").where("id", "=", id).execute();
}

/** How many reads the workers heard from lately run at once, together. */
export async function liveReadSlots(db: Kysely<DB>, at: number): Promise<number> {
  const row = await db
    .selectFrom("receipt_workers")
    .select((eb) => eb.fn.sum<string | number | null>("concurrency").as("slots"))
    .where("seen_at", ">=", at - LIVE_FOR_MS)
    .executeTakeFirst();
  return Number(row?.slots ?? 0);
}
