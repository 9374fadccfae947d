import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/** First instant of the calendar month (UTC) that `now` falls in, as stored in created_at. */
export function startOfMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** Receipts the user has processed this calendar month: what the Free plan's limit counts. */
export async function countReceiptsThisMonth(db: Kysely<DB>, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("receipts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", startOfMonth(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
