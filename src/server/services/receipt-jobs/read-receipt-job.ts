import type { Kysely } from "kysely";
import { calendarDay } from "#domain/calendar/canadian-calendar";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { ReceiptExtractor } from "../../integrations/extraction/receipt-extractor";
import { releaseReceiptSlot } from "../receipts/check-receipt-quota";
import { readUpload, storeReceipt } from "../receipts/process-receipt";
import type { ReceiptCatalog } from "../receipts/receipt-catalog";
import { fetchHeldUpload } from "./fetch-held-upload";
import { reservationFromJob, type ReceiptJobData, type ReceiptJobOutcome } from "./receipt-job";

export interface ReadReceiptJobDeps {
  db: Kysely<DB>;
  extractor: ReceiptExtractor;
  catalog: ReceiptCatalog;
}

const stored = async (db: Kysely<DB>, receiptId: string) =>
  (await db.selectFrom("receipts").select("id").where("id", "=", receiptId).executeTakeFirst()) !== undefined;

/**
 * One try of a receipt job, in a worker. A job tried again (its worker died or went silent) may find its receipt
 * already stored under the id chosen at admission: then it ends there, so a receipt is stored once and takes its
 * slot once. A refusal (an unreadable photo, a full month) ends the job and gives the slot back; anything else
 * throws, and pg-boss tries the job again.
 */
export async function readReceiptJob(deps: ReadReceiptJobDeps, data: ReceiptJobData): Promise<ReceiptJobOutcome> {
  const { db } = deps;
  if (await stored(db, data.receiptId)) return { receiptId: data.receiptId };
  const reservation = reservationFromJob(data.reservation);
  const upload = await fetchHeldUpload(data.photoUrl, data.photoToken);
  if (upload === null) {
    await releaseReceiptSlot(db, reservation);
    return { photoGone: true };
  }
  const now = new Date(data.now);
  try {
    const read = await readUpload(deps.extractor, upload, calendarDay(now));
    await storeReceipt(deps, { userId: data.userId, read, now, reservation, receiptId: data.receiptId });
    return { receiptId: data.receiptId };
  } catch (error) {
    if (error instanceof DomainError) {
      await releaseReceiptSlot(db, reservation);
      const { code, detail, retryAfterSeconds } = error;
      return { error: { code, ...(detail === undefined ? {} : { detail }), ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } };
    }
    // Two tries of one job storing at once: the second's insert meets the first's receipt, which is the one kept.
    if (await stored(db, data.receiptId)) return { receiptId: data.receiptId };
    throw error;
  }
}
