import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

const LINK_TTL_MS = 30 * 60 * 1000;
// A used link answers "deleted" again for a day, so a double submit or a second tab is told the truth.
const USED_LINK_MEMORY_MS = 24 * 60 * 60 * 1000;

// Only a hash of the token is stored: someone reading the database cannot delete an account with what they see.
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");
const pendingId = (token: string) => `account-deletion:${hashOf(token)}`;
const usedId = (token: string) => `account-deleted:${hashOf(token)}`;

/** A new deletion link's token for the user, kept (hashed) in better-auth's `verification` table with its expiry. */
export async function createDeletionLink(db: Kysely<DB>, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("verification")
    .values({
      id: randomUUID(),
      identifier: pendingId(token),
      value: userId,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .execute();
  return token;
}

export type DeletionLink = { state: "pending"; userId: string } | { state: "used" } | { state: "invalid" };

export async function readDeletionLink(db: Kysely<DB>, token: string, now: Date): Promise<DeletionLink> {
  const rows = await db
    .selectFrom("verification")
    .select(["identifier", "value", "expiresAt"])
    .where("identifier", "in", [pendingId(token), usedId(token)])
    .execute();
  const live = rows.filter((row) => new Date(row.expiresAt).getTime() > now.getTime());
  if (live.some((row) => row.identifier === usedId(token))) return { state: "used" };
  const pending = live.find((row) => row.identifier === pendingId(token));
  return pending ? { state: "pending", userId: pending.value } : { state: "invalid" };
}

/**
 * Spends the link inside the deletion's transaction: false when another request spent it first. What is left is a
 * mark naming no one (a hash of the spent token), so the deleted account leaves no row behind.
 */
export async function spendDeletionLink(trx: Kysely<DB>, token: string, now: Date): Promise<boolean> {
  const spent = await trx.deleteFrom("verification").where("identifier", "=", pendingId(token)).returning("id").execute();
  if (spent.length === 0) return false;
  await trx
    .insertInto("verification")
    .values({
      id: randomUUID(),
      identifier: usedId(token),
      value: "deleted",
      expiresAt: new Date(now.getTime() + USED_LINK_MEMORY_MS).toISOString(),
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .execute();
  return true;
}
