import { sql, type RawBuilder } from "kysely";

/** The account whose rows are read or removed: its id, and its email for the rows that name it by address. */
export interface DataOwner {
  id: string;
  email: string;
}

export interface UserDataTable {
  table: string;
  /** Which rows of the table are the owner's. */
  rowsOf(owner: DataOwner): RawBuilder<boolean>;
  /** Columns left out of the export: credentials, which would let anyone holding the file act as the user. */
  secretColumns: readonly string[];
}

const column = (name: string) => (owner: DataOwner) => sql<boolean>`${sql.ref(name)} = ${owner.id}`;

// LIKE treats % and _ as wildcards; an address may hold either, so both (and the escape itself) are escaped.
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every table that holds rows about a user, in the order the export lists them; deletion runs through it backwards,
 * so a row goes before the row it refers to. A table is here or in NOT_USER_DATA: tests/integration/your-data.test.ts
 * compares both lists with the tables of the migrated database, so a table added without a decision fails it.
 */
export const USER_DATA_TABLES: readonly UserDataTable[] = [
  { table: "user", rowsOf: column("id"), secretColumns: [] },
  {
    table: "account",
    rowsOf: column("userId"),
    secretColumns: ["password", "accessToken", "refreshToken", "idToken"],
  },
  { table: "session", rowsOf: column("userId"), secretColumns: ["token"] },
  {
    // Pending links: a password reset names the user's id, a sign-in link the address (better-auth's JSON value),
    // an account deletion the id.
    table: "verification",
    rowsOf: (owner) =>
      sql<boolean>`(${sql.ref("value")} = ${owner.id} or lower(${sql.ref("value")}) like ${`%"email":${likeLiteral(JSON.stringify(owner.email.toLowerCase()))}%`} escape '\\')`,
    secretColumns: ["identifier", "value"],
  },
  { table: "claim_defaults", rowsOf: column("user_id"), secretColumns: [] },
  { table: "claim_documents", rowsOf: column("user_id"), secretColumns: [] },
  { table: "claim_prints", rowsOf: column("user_id"), secretColumns: [] },
  { table: "other_medical_expenses", rowsOf: column("user_id"), secretColumns: [] },
  { table: "receipts", rowsOf: column("user_id"), secretColumns: [] },
  {
    table: "receipt_items",
    rowsOf: (owner) => sql<boolean>`${sql.ref("receipt_id")} in (select id from receipts where user_id = ${owner.id})`,
    secretColumns: [],
  },
  { table: "receipt_quota_slots", rowsOf: column("user_id"), secretColumns: [] },
  // The secret is what lets mail into the account's review list: the export says the address existed, not what it is.
  { table: "receipt_mail_addresses", rowsOf: column("user_id"), secretColumns: ["secret"] },
  { table: "line_items", rowsOf: column("user_id"), secretColumns: [] },
  {
    // A question asked while signed out carries only the address typed with it; it is the owner's all the same.
    table: "chat_questions",
    rowsOf: (owner) => sql<boolean>`(${sql.ref("user_id")} = ${owner.id} or lower(${sql.ref("email")}) = ${owner.email.toLowerCase()})`,
    secretColumns: [],
  },
  { table: "stripe_customers", rowsOf: column("user_id"), secretColumns: [] },
  { table: "subscriptions", rowsOf: column("user_id"), secretColumns: [] },
];

/** The tables that hold nothing about any one user, and why. */
export const NOT_USER_DATA: Readonly<Record<string, string>> = {
  products: "the public price catalog",
  stripe_events: "ids of Stripe events already processed, naming no user",
  kysely_migration: "which migrations ran",
  kysely_migration_lock: "the migrator's lock",
  limit_counters: "short-lived counts of attempts, keyed by a hash of the email or address counted, swept once expired",
  receipt_workers: "the receipt worker processes running now and how many reads each runs at once",
};
