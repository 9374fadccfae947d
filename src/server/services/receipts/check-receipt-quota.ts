import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { countReceiptsThisMonth } from "./count-receipts-this-month";

export const QUOTA_MESSAGE = (limit: number) =>
  `You've used your ${limit} free receipts for this month. Upgrade to Premium ($12 a year) for unlimited receipts.`;

/** The Free plan's monthly receipts, counted per user on the server (402 offers the upgrade). */
export async function checkReceiptQuota(
  db: Kysely<DB>,
  input: { userId: string; now: Date; limit: number; isPremium: boolean },
): Promise<void> {
  if (input.isPremium) return;
  if ((await countReceiptsThisMonth(db, input.userId, input.now)) >= input.limit) {
    throw new AppError(402, QUOTA_MESSAGE(input.limit));
  }
}
