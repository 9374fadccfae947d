import type { Kysely } from "kysely";

/**
 * What the user keeps for the CRA, as they record it: the date of the practitioner's letter confirming the
 * diagnosis. Nothing is uploaded; one row per user, absent until they first record something.
 */
export const claimDocumentsTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("claim_documents")
      .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
      .addColumn("practitioner_letter_date", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  },
};
