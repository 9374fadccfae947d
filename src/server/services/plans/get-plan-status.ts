import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { startOfMonth } from "../receipts/check-receipt-quota";

/**
 * SPEC.md §7's /api/subscription-status, plus the month's receipt count so screens can show what is left of the
 * Free plan. Payments are not built yet, so nobody is Premium.
 */
export async function getPlanStatus(
  db: Kysely<DB>,
  input: { userId: string; now: Date; freeReceiptsPerMonth: number; isPremium: boolean },
) {
  const row = await db
    .selectFrom("receipts")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", input.userId)
    .where("created_at", ">=", startOfMonth(input.now))
    .executeTakeFirstOrThrow();
  return {
    isPremium: input.isPremium,
    subscription: null,
    plan: input.isPremium ? "premium" : "free",
    receiptsThisMonth: Number(row.n),
    receiptsPerMonth: input.isPremium ? null : input.freeReceiptsPerMonth,
  };
}
