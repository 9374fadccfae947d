import type { Kysely } from "kysely";
import { DEFAULT_CLAIM_DEFAULTS, type ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import type { DB } from "../../db/schema";

/** The user's claim defaults, or "for me, 100%" when they never saved any. */
export async function getClaimDefaults(db: Kysely<DB>, userId: string): Promise<ClaimDefaults> {
  const row = await db
    .selectFrom("claim_defaults")
    .select(["claimant", "share_pct"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_CLAIM_DEFAULTS };
  return { claimant: row.claimant, sharePct: row.share_pct };
}

/** Saves the user's claim defaults (one row per user). Lines already saved keep their own claimant and share. */
export async function saveClaimDefaults(db: Kysely<DB>, userId: string, defaults: ClaimDefaults, now: Date): Promise<ClaimDefaults> {
  const values = { claimant: defaults.claimant, share_pct: defaults.sharePct, updated_at: now.toISOString() };
  await db
    .insertInto("claim_defaults")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return { claimant: defaults.claimant, sharePct: defaults.sharePct };
}
