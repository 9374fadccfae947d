import { z } from "zod";
import { claimantSchema } from "./claimant";

const SHARE_MESSAGE = "The share must be a whole percent from 1 to 100";

/** The share of a product eaten by the person with celiac disease (docs/tax-rules.md, shared food), a whole percent. */
export const sharePctSchema = z.coerce
  .number({ error: SHARE_MESSAGE })
  .int({ error: SHARE_MESSAGE })
  .min(1, { error: SHARE_MESSAGE })
  .max(100, { error: SHARE_MESSAGE });

/** What new claim lines start with: whom the food is for and the share claimed (PUT /api/settings/claim-defaults). */
export const claimDefaultsSchema = z.object({ claimant: claimantSchema, sharePct: sharePctSchema });

export type ClaimDefaults = z.infer<typeof claimDefaultsSchema>;

/** A user who never saved defaults claims everything for themselves. */
export const DEFAULT_CLAIM_DEFAULTS: Readonly<ClaimDefaults> = { claimant: "self", sharePct: 100 };
