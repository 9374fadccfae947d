import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import { calendarMonth } from "#domain/calendar/canadian-calendar";

/** A request that died while reading a photo gives its slot back after this long (reads time out long before). */
export const RESERVATION_TTL_MS = 15 * 60 * 1000;

/** A Free user's slot of the month, held while the photo is read; null for Premium, who has no limit. */
export interface QuotaReservation {
  userId: string;
  month: string;
  slot: number;
  reservationId: string;
  limit: number;
  now: Date;
  /** Whether the refusal, should the slot be lost, may offer Premium. */
  premiumOnSale: boolean;
}

/** Premium is offered only by a server that sells it: elsewhere the refusal says what the user can do instead. */
function quotaExceeded(limit: number, premiumOnSale: boolean): DomainError {
  return new DomainError("QUOTA_EXCEEDED", {
    detail: { key: premiumOnSale ? "error.quotaUpgrade" : "error.quotaDiscard", values: { limit } },
  });
}

/**
 * Takes one of the month's numbered slots, or refuses with 402 when all are taken. A slot is taken when it holds a
 * receipt or a reservation younger than RESERVATION_TTL_MS. Each attempt is one statement on the slot's primary key
 * (user, month, slot): an insert that, when the slot exists, only takes over a stale reservation. Two requests can
 * therefore never hold the same slot: PostgreSQL makes the second insert wait for the first's transaction and then
 * finds the row, SQLite runs one writer at a time. A lost attempt reads the slots again and tries the next free one.
 */
async function takeFreeSlot(
  db: Kysely<DB>,
  input: { userId: string; now: Date; limit: number; receiptId?: string },
): Promise<Omit<QuotaReservation, "premiumOnSale"> | null> {
  const month = calendarMonth(input.now).key;
  const now = input.now.toISOString();
  const staleBefore = new Date(input.now.getTime() - RESERVATION_TTL_MS).toISOString();
  // Each lost attempt means another request took a slot, so there can be no more than `limit` of them.
  for (let attempt = 0; attempt <= input.limit; attempt++) {
    const held = await db
      .selectFrom("receipt_quota_slots")
      .select("slot")
      .where("user_id", "=", input.userId)
      .where("month", "=", month)
      .where((eb) => eb.or([eb("receipt_id", "is not", null), eb("reserved_at", ">=", staleBefore)]))
      .execute();
    const taken = new Set(held.map((r) => Number(r.slot)));
    if (taken.size >= input.limit) return null;
    let slot = 1;
    while (taken.has(slot)) slot++;
    if (slot > input.limit) return null;

    const reservationId = randomUUID();
    const result = await db
      .insertInto("receipt_quota_slots")
      .values({
        user_id: input.userId,
        month,
        slot,
        reservation_id: reservationId,
        receipt_id: input.receiptId ?? null,
        reserved_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(["user_id", "month", "slot"])
          .doUpdateSet({ reservation_id: reservationId, receipt_id: input.receiptId ?? null, reserved_at: now })
          .where("receipt_quota_slots.receipt_id", "is", null)
          .where("receipt_quota_slots.reserved_at", "<", staleBefore),
      )
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 1) {
      return { userId: input.userId, month, slot, reservationId, limit: input.limit, now: input.now };
    }
  }
  return null;
}

/**
 * The Free plan's monthly receipts, counted per user on the server; the refusal offers the upgrade where Premium is on
 * sale. A limit of 0 is none.
 */
export async function reserveReceiptSlot(
  db: Kysely<DB>,
  input: { userId: string; now: Date; limit: number; isPremium: boolean; premiumOnSale: boolean },
): Promise<QuotaReservation | null> {
  if (input.isPremium || input.limit === 0) return null;
  const reservation = await takeFreeSlot(db, input);
  if (!reservation) throw quotaExceeded(input.limit, input.premiumOnSale);
  return { ...reservation, premiumOnSale: input.premiumOnSale };
}

/** The reserved slot, as long as this request still holds it and no receipt has taken it. */
function stillHeld(reservation: QuotaReservation) {
  return (eb: ExpressionBuilder<DB, "receipt_quota_slots">) =>
    eb.and([
      eb("user_id", "=", reservation.userId),
      eb("month", "=", reservation.month),
      eb("slot", "=", reservation.slot),
      eb("reservation_id", "=", reservation.reservationId),
      eb("receipt_id", "is", null),
    ]);
}

/**
 * Turns the reservation into the stored receipt, inside the transaction that inserts it. A reservation held past
 * its time may have been taken over; then a free slot is taken anew, or the insert is refused and rolled back.
 */
export async function useReceiptSlot(trx: Kysely<DB>, reservation: QuotaReservation | null, receiptId: string): Promise<void> {
  if (!reservation) return;
  const used = await trx
    .updateTable("receipt_quota_slots")
    .set({ receipt_id: receiptId })
    .where(stillHeld(reservation))
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) === 1) return;
  const again = await takeFreeSlot(trx, { userId: reservation.userId, now: reservation.now, limit: reservation.limit, receiptId });
  if (!again) throw quotaExceeded(reservation.limit, reservation.premiumOnSale);
}

/** Gives the slot back when the photo could not be read or stored: only stored receipts count. */
export async function releaseReceiptSlot(db: Kysely<DB>, reservation: QuotaReservation | null): Promise<void> {
  if (!reservation) return;
  await db
    .deleteFrom("receipt_quota_slots")
    .where(stillHeld(reservation))
    .execute();
}
