import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { ClaimDocuments } from "#domain/tax/claim-documents-schema";
import type { DB } from "../../db/schema";
import { calendarDay } from "#domain/calendar/canadian-calendar";

export async function getClaimDocuments(db: Kysely<DB>, userId: string): Promise<ClaimDocuments> {
  const row = await db
    .selectFrom("claim_documents")
    .select("practitioner_letter_date")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { practitionerLetterDate: row?.practitioner_letter_date ?? null };
}

export async function saveClaimDocuments(db: Kysely<DB>, userId: string, documents: ClaimDocuments, now: Date): Promise<ClaimDocuments> {
  const date = documents.practitionerLetterDate;
  if (date !== null && date > calendarDay(now)) {
    const message = "The letter's date cannot be in the future.";
    throw new DomainError("VALIDATION_FAILED", { detail: message, fields: { practitionerLetterDate: message } });
  }
  const values = { practitioner_letter_date: date, updated_at: now.toISOString() };
  await db
    .insertInto("claim_documents")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return { practitionerLetterDate: date };
}
