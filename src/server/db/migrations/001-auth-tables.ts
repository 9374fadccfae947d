import type { Kysely } from "kysely";
import type { DialectName } from "../open-database";

// Mirrors better-auth's own generated DDL for both dialects; a test checks better-auth sees nothing left to migrate.
export function authTables(dialect: DialectName) {
  const ts = dialect === "postgres" ? "timestamptz" : "date";
  const bool = dialect === "postgres" ? "boolean" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey().notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", bool, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", ts, (c) => c.notNull())
        .addColumn("updatedAt", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey().notNull())
        .addColumn("expiresAt", ts, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", ts, (c) => c.notNull())
        .addColumn("updatedAt", ts, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey().notNull())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", ts)
        .addColumn("refreshTokenExpiresAt", ts)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", ts, (c) => c.notNull())
        .addColumn("updatedAt", ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey().notNull())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", ts, (c) => c.notNull())
        .addColumn("createdAt", ts, (c) => c.notNull())
        .addColumn("updatedAt", ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
      await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();
    },
  };
}
