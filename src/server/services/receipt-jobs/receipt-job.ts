import { PgBoss } from "pg-boss";
import type { ErrorCode } from "#domain/errors";
import type { MessageRef } from "#domain/i18n/translator";
import type { QuotaReservation } from "../receipts/check-receipt-quota";

/** The one pg-boss queue of receipt reads. */
export const RECEIPT_QUEUE = "receipt-read";
/** pg-boss's own tables live in this schema of the app's database, so a dropped database takes them with it. */
export const BOSS_SCHEMA = "pgboss";
/** A worker that stops beating for this long (pg-boss's minimum) has its job handed to another. */
export const HEARTBEAT_SECONDS = 10;

/**
 * What a job carries: who, the slot, the instant and the receipt's id, all chosen when the upload was admitted, and
 * where to fetch the photos from. Never the photos themselves (decision 037).
 */
export interface ReceiptJobData {
  userId: string;
  receiptId: string;
  /** ISO instant of the upload: the month's slot and the stored receipt go by it. */
  now: string;
  reservation: (Omit<QuotaReservation, "now"> & { now: string }) | null;
  /** The web process's internal listener, with the token that opens this one upload. */
  photoUrl: string;
  photoToken: string;
}

/** How a job ended, as the worker tells the web process that waits for it. */
export type ReceiptJobOutcome =
  | { receiptId: string }
  | { error: { code: ErrorCode; detail?: string | MessageRef; retryAfterSeconds?: number } }
  /** The web process holding the photos is gone, and with it the upload's request: nobody waits for this one. */
  | { photoGone: true };

export const reservationToJob = (reservation: QuotaReservation | null): ReceiptJobData["reservation"] =>
  reservation && { ...reservation, now: reservation.now.toISOString() };

export const reservationFromJob = (reservation: ReceiptJobData["reservation"]): QuotaReservation | null =>
  reservation && { ...reservation, now: new Date(reservation.now) };

/**
 * A pg-boss client on the app's database. Every process supervises (pg-boss lets one at a time do each pass), so
 * expired jobs are found every `checkSeconds` whichever processes are running.
 */
export async function startReceiptBoss(options: {
  databaseUrl: string;
  checkSeconds: number;
  /** Workers listen for new jobs; the web processes only send. */
  listen: boolean;
  onError(error: Error): void;
}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: BOSS_SCHEMA,
    max: 4,
    superviseIntervalSeconds: options.checkSeconds,
    monitorIntervalSeconds: options.checkSeconds,
    schedule: false,
    useListenNotify: options.listen,
    openTelemetry: { enabled: false },
  });
  boss.on("error", options.onError);
  await boss.start();
  await boss.createQueue(RECEIPT_QUEUE, { notify: true });
  return boss;
}
