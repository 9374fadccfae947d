import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import { countReceiptsThisMonth } from "./count-receipts-this-month";

/** The Free plan's monthly receipts, counted per user on the server; the refusal offers the upgrade. */
export async function checkReceiptQuota(
  db: Kysely<DB>,
  input: { userId: string; now: Date; limit: number; isPremium: boolean },
): Promise<void> {
  if (input.isPremium) return;
  if ((await countReceiptsThisMonth(db, input.userId, input.now)) >= input.limit) {
    throw new DomainError("QUOTA_EXCEEDED", {
      detail: `You've used your ${input.limit} free receipts for this month. Upgrade to Premium ($12 a year) for unlimited receipts.`,
    });
  }
}
