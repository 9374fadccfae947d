import type { Kysely } from "kysely";
import type { PlanStatus } from "#domain/api/plans";
import type { DB } from "../../db/schema";
import { currentSubscription, grantsPremium } from "../payments/subscription-records";
import { toSubscriptionView } from "../payments/subscription-view";
import { calendarDay, calendarMonth } from "#domain/calendar/canadian-calendar";
import { countReceiptsThisMonth } from "../receipts/count-receipts-this-month";

/**
 * docs/product-spec.md §7's /api/subscription-status (isPremium, subscription), plus what the screens show around it:
 * the month's receipt count against the plan (null: no limit) and whether Premium is on sale on this server.
 */
export async function getPlanStatus(
  db: Kysely<DB>,
  input: { userId: string; now: Date; freeReceiptsPerMonth: number; paymentsAvailable: boolean },
): Promise<PlanStatus> {
  const receiptsThisMonth = await countReceiptsThisMonth(db, input.userId, input.now);
  const subscription = await currentSubscription(db, input.userId, input.now);
  const isPremium = grantsPremium(subscription, input.now);
  const unlimited = isPremium || input.freeReceiptsPerMonth === 0;
  return {
    isPremium,
    subscription: toSubscriptionView(subscription, input.now),
    plan: isPremium ? "premium" : "free",
    receiptsThisMonth,
    receiptsPerMonth: unlimited ? null : input.freeReceiptsPerMonth,
    limitResetsOn: calendarDay(new Date(calendarMonth(input.now).endsAt)),
    paymentsAvailable: input.paymentsAvailable,
  };
}
