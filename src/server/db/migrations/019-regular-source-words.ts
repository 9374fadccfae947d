import type { Kysely } from "kysely";

/**
 * A claim line's comparable source as a record (decision 038): the sentence's message key and arguments as JSON, so
 * a saved line is said in whichever language its reader uses. `regular_source_detail` keeps the English sentence, as
 * before: lines saved before this migration have only that, and are shown in English. One statement for both
 * databases.
 */
export const regularSourceWords = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("line_items").addColumn("regular_source_words", "text").execute();
  },
};
