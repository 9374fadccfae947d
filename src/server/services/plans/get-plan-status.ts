import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { countReceiptsThisMonth } from "../receipts/count-receipts-this-month";

/**
 * SPEC.md §7's /api/subscription-status, plus the month's receipt count so screens can show what is left of the
 * Free plan. Payments are not built yet, so nobody is Premium.
 */
export async function getPlanStatus(
  db: Kysely<DB>,
  input: { userId: string; now: Date; freeReceiptsPerMonth: number; isPremium: boolean },
) {
  const receiptsThisMonth = await countReceiptsThisMonth(db, input.userId, input.now);
  return {
    isPremium: input.isPremium,
    subscription: null,
    plan: input.isPremium ? "premium" : "free",
    receiptsThisMonth,
    receiptsPerMonth: input.isPremium ? null : input.freeReceiptsPerMonth,
  };
}
