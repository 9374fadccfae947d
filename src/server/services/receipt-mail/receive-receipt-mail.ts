import type { Kysely } from "kysely";
import { calendarDay } from "#domain/calendar/canadian-calendar";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { ReceiptExtractor } from "../../integrations/extraction/receipt-extractor";
import type { Mailer } from "../../mail/mailer";
import { releaseReceiptSlot, reserveReceiptSlot } from "../receipts/check-receipt-quota";
import { storeReceipt } from "../receipts/process-receipt";
import type { ReceiptCatalog } from "../receipts/receipt-catalog";
import { readReceiptDocument } from "../receipts/read-receipt-document";

export interface ReceiveReceiptMailDeps {
  db: Kysely<DB>;
  extractor: ReceiptExtractor;
  catalog: ReceiptCatalog;
  mailer: Mailer;
  freeReceiptsPerMonth: number;
  paymentsAvailable: boolean;
  isPremium(userId: string): Promise<boolean>;
  publicUrl: string;
}

/** What became of one received mail: receipts stored for review, and why any were not. */
export interface ReceivedMailOutcome {
  stored: number;
  dropped: "no-receipt" | "quota" | null;
}

/**
 * One mail received at a user's forwarding address (decision 034): each receipt in it is read and stored as waiting
 * for review, under the same monthly slots as an upload. The raw mail never leaves memory; a mail with no receipt,
 * or one over the month's limit, is dropped and the account's owner is told by e-mail (not the sender: a forwarding
 * rule may have sent it, and a reply to a stranger would confirm that the address exists).
 */
export async function receiveReceiptMail(deps: ReceiveReceiptMailDeps, input: { userId: string; raw: Buffer; now: Date }): Promise<ReceivedMailOutcome> {
  let receipts;
  try {
    receipts = await readReceiptDocument(input.raw, { extractor: deps.extractor, referenceDate: calendarDay(input.now) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await tellOwner(deps, input.userId, "no-receipt");
    return { stored: 0, dropped: "no-receipt" };
  }
  let stored = 0;
  for (const read of receipts) {
    let reservation;
    try {
      reservation = await reserveReceiptSlot(deps.db, {
        userId: input.userId,
        now: input.now,
        limit: deps.freeReceiptsPerMonth,
        isPremium: await deps.isPremium(input.userId),
        premiumOnSale: deps.paymentsAvailable,
      });
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== "QUOTA_EXCEEDED") throw error;
      await tellOwner(deps, input.userId, "quota");
      return { stored, dropped: "quota" };
    }
    try {
      await storeReceipt(deps, { userId: input.userId, read: { extracted: read.receipt, engine: read.engine, sha256: read.sha256 }, now: input.now, reservation });
      stored++;
    } catch (error) {
      await releaseReceiptSlot(deps.db, reservation).catch(() => undefined);
      if (!(error instanceof DomainError)) throw error;
    }
  }
  if (stored === 0) await tellOwner(deps, input.userId, "no-receipt");
  return { stored, dropped: stored === 0 ? "no-receipt" : null };
}

const NOTES = {
  "no-receipt": {
    subject: "We couldn't find a receipt in an e-mail you forwarded",
    text: "An e-mail arrived at your CeliacClaim receipts address, but we found no receipt in it, so it was not kept. " +
      "Forward the store's receipt or order confirmation itself (a PDF attachment works too), or upload it on the upload page.",
  },
  quota: {
    subject: "A forwarded receipt was not added: this month's receipts are used up",
    text: "An e-mail with a receipt arrived at your CeliacClaim receipts address, but this month's receipts are used up, " +
      "so it was not kept. Forward it again next month, or upload it then.",
  },
} as const;

async function tellOwner(deps: ReceiveReceiptMailDeps, userId: string, why: keyof typeof NOTES): Promise<void> {
  const user = await deps.db.selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  const note = NOTES[why];
  const link = `${deps.publicUrl}/upload-receipt`;
  const html = `<p>${note.text}</p><p><a href="${link}">Open the upload page</a></p>`;
  await deps.mailer.send({ to: user.email, subject: note.subject, text: `${note.text}\n\n${link}\n`, html });
}
