import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import { currentSubscription, grantsPremium } from "./subscription-records";

export interface PremiumAccess {
  /** Holds a subscription that grants Premium now. */
  isPremium(userId: string): Promise<boolean>;
  /** Throws PREMIUM_REQUIRED (402) for a Free user, where Premium is on sale. */
  requirePremiumFeature(userId: string): Promise<void>;
}

/**
 * Who may use what. A server without payments sells nothing, so its Premium features are open to everyone and its
 * receipt limit is whatever FREE_RECEIPTS_PER_MONTH says (0 for none).
 */
export function createPremiumAccess(db: Kysely<DB>, { paymentsConfigured, now }: { paymentsConfigured: boolean; now: () => Date }): PremiumAccess {
  const isPremium = async (userId: string) => {
    const time = now();
    return grantsPremium(await currentSubscription(db, userId, time), time);
  };
  return {
    isPremium,
    async requirePremiumFeature(userId) {
      if (paymentsConfigured && !(await isPremium(userId))) throw new DomainError("PREMIUM_REQUIRED");
    },
  };
}
