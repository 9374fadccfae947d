import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";

export const QUOTA_MESSAGE = (limit: number) =>
  `You've used your ${limit} free receipts for this month. Upgrade to Premium ($12 a year) for unlimited receipts.`;

/** First instant of the calendar month (UTC) that `now` falls in, as stored in created_at. */
export function startOfMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
}

/** The Free plan's monthly receipts, counted per user on the server (402 offers the upgrade). */
export async function checkReceiptQuota(
  db: Kysely<DB>,
  input: { userId: string; now: Date; limit: number; isPremium: boolean },
): Promise<void> {
  if (input.isPremium) return;
  const row = await db
    .selectFrom("receipts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", input.userId)
    .where("created_at", ">=", startOfMonth(input.now))
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= input.limit) throw new AppError(402, QUOTA_MESSAGE(input.limit));
}
