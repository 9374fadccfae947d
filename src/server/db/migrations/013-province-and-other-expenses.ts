import type { Kysely } from "kysely";

/**
 * The province of residence on December 31, which decides the provincial credit (decision 030), and the other medical
 * expenses the user types for the claim planner: dated, described, in cents, for whom (which decides the line of
 * the return). One set of statements for SQLite and PostgreSQL.
 */
export const provinceAndOtherExpenses = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("claim_defaults").addColumn("province", "text").execute();
    await db.schema
      .createTable("other_medical_expenses")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
      .addColumn("expense_date", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("claimant", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("other_medical_expenses_user_date").on("other_medical_expenses").columns(["user_id", "expense_date"]).execute();
  },
};
