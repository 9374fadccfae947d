import type { Kysely } from "kysely";

/**
 * The language a user chose (`en-CA` or `fr-CA`), for the pages they see signed in and the emails they get; null
 * until they choose, which leaves it to the browser. One statement for SQLite and PostgreSQL.
 */
export const userLocale = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("user").addColumn("locale", "text").execute();
  },
};
