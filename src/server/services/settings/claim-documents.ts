import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { ClaimDocuments, ClaimDocumentsChanges } from "#domain/tax/claim-documents-schema";
import type { DB } from "../../db/schema";
import { calendarDay } from "#domain/calendar/canadian-calendar";

export async function getClaimDocuments(db: Kysely<DB>, userId: string): Promise<ClaimDocuments> {
  const row = await db
    .selectFrom("claim_documents")
    .select(["practitioner_letter_date", "claimant_name"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { practitionerLetterDate: row?.practitioner_letter_date ?? null, claimantName: row?.claimant_name ?? null };
}

/** Saves the fields sent and keeps the others: the dashboard records the letter, the settings the name. */
export async function saveClaimDocuments(db: Kysely<DB>, userId: string, changes: ClaimDocumentsChanges, now: Date): Promise<ClaimDocuments> {
  const date = changes.practitionerLetterDate;
  if (date !== undefined && date !== null && date > calendarDay(now)) {
    const message = "validation.letterDateFuture";
    throw new DomainError("VALIDATION_FAILED", { detail: message, fields: { practitionerLetterDate: message } });
  }
  const values = {
    ...(date !== undefined && { practitioner_letter_date: date }),
    ...(changes.claimantName !== undefined && { claimant_name: changes.claimantName }),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("claim_documents")
    .values({ user_id: userId, practitioner_letter_date: null, claimant_name: null, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return getClaimDocuments(db, userId);
}
