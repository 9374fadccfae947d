import type { Kysely } from "kysely";

/** The claimant's name, printed on the claim summary; null until the user gives it. */
export const claimantName = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("claim_documents").addColumn("claimant_name", "text").execute();
  },
};
