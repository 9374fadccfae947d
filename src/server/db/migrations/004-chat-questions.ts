import type { Kysely } from "kysely";

// Questions the assistant could not answer, kept with the asker's email so support can follow up.
export const chatQuestionsTable = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("chat_questions")
      .addColumn("id", "text", (c) => c.primaryKey().notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("question", "text", (c) => c.notNull())
      .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("chat_questions_status_created_idx").on("chat_questions").columns(["status", "created_at"]).execute();
  },
};
