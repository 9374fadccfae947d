import type { Kysely } from "kysely";
import { DEFAULT_CLAIM_DEFAULTS, type ClaimDefaults, type ClaimDefaultsInput } from "#domain/tax/claim-defaults-schema";
import type { DB } from "../../db/schema";

/** The user's claim defaults, or "for me, 100%, no income or province given" when they never saved any. */
export async function getClaimDefaults(db: Kysely<DB>, userId: string): Promise<ClaimDefaults> {
  const row = await db
    .selectFrom("claim_defaults")
    .select(["claimant", "share_pct", "net_income_cents", "province"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_CLAIM_DEFAULTS };
  return {
    claimant: row.claimant,
    sharePct: row.share_pct,
    netIncomeCents: row.net_income_cents === null ? null : Number(row.net_income_cents),
    province: row.province,
  };
}

/**
 * Saves the user's claim defaults (one row per user). Lines already saved keep their own claimant and share; an
 * income or a province left out of the body stays as it was.
 */
export async function saveClaimDefaults(db: Kysely<DB>, userId: string, input: ClaimDefaultsInput, now: Date): Promise<ClaimDefaults> {
  const values = {
    claimant: input.claimant,
    share_pct: input.sharePct,
    ...(input.netIncomeCents === undefined ? {} : { net_income_cents: input.netIncomeCents }),
    ...(input.province === undefined ? {} : { province: input.province }),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("claim_defaults")
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
    .execute();
  return getClaimDefaults(db, userId);
}
