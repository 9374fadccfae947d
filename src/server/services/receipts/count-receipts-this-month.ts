import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { calendarMonth } from "#domain/calendar/canadian-calendar";

/** Receipts the user has stored this month (Toronto's calendar month): what the Free plan's limit counts. */
export async function countReceiptsThisMonth(db: Kysely<DB>, userId: string, now: Date): Promise<number> {
  const month = calendarMonth(now);
  const row = await db
    .selectFrom("receipts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", month.startsAt)
    .where("created_at", "<", month.endsAt)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
