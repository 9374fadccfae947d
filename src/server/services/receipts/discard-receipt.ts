import type { Kysely } from "kysely";
import type { DiscardResult } from "#domain/api/receipts";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import { findOwnReceipt } from "./receipt-view";

/**
 * Drops a receipt that was read but never saved, with its lines and the month's Free slot it held: nothing of it was
 * claimed, so the user gets the slot back. A saved receipt is edited or deleted line by line on the Reports page.
 * The delete is conditional on the status, so a save that wins the race keeps its receipt.
 */
export async function discardReceipt(db: Kysely<DB>, userId: string, receiptId: string): Promise<DiscardResult> {
  const receipt = await findOwnReceipt(db, userId, receiptId);
  if (receipt.status !== "processed") throw new DomainError("RECEIPT_ALREADY_SAVED");
  // Its lines and its quota slot go with it: both reference the receipt with ON DELETE CASCADE.
  const deleted = await db
    .deleteFrom("receipts")
    .where("id", "=", receipt.id)
    .where("user_id", "=", userId)
    .where("status", "=", "processed")
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new DomainError("RECEIPT_ALREADY_SAVED");
  return { discarded: true };
}
