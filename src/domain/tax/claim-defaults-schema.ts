import { z } from "zod";
import { claimantSchema } from "./claimant";
import { provinceSchema } from "./provinces";
import { messageText } from "../i18n/message-text";

// Messages are keys of the catalogues (src/domain/i18n) with their arguments: the server and the forms say them in
// the reader's language.
const SHARE_MESSAGE = messageText("validation.share", { min: 1, max: 100 });

/** The share of a product eaten by the person with celiac disease (docs/tax-rules.md, shared food), a whole percent. */
export const sharePctSchema = z.coerce
  .number({ error: SHARE_MESSAGE })
  .int({ error: SHARE_MESSAGE })
  .min(1, { error: SHARE_MESSAGE })
  .max(100, { error: SHARE_MESSAGE });

const MAX_NET_INCOME_CENTS = 100_000_000_000;
const INCOME_MESSAGE = messageText("validation.netIncome", { max: MAX_NET_INCOME_CENTS });

/**
 * The user's net income (line 23600) in cents, when they choose to give it: the dashboard estimates the credit from it
 * (decision 024). Null: not given, and the dashboard shows the range instead.
 */
export const netIncomeCentsSchema = z
  .number({ error: INCOME_MESSAGE })
  .int({ error: INCOME_MESSAGE })
  .min(0, { error: INCOME_MESSAGE })
  .max(MAX_NET_INCOME_CENTS, { error: INCOME_MESSAGE })
  .nullable();

/**
 * What new claim lines start with (whom the food is for and the share claimed) and the net income the credit estimate
 * uses (PUT /api/settings/claim-defaults). A body without `netIncomeCents` leaves the saved income as it is.
 */
export const claimDefaultsSchema = z.object({
  claimant: claimantSchema,
  sharePct: sharePctSchema,
  netIncomeCents: netIncomeCentsSchema.describe("Net income (line 23600), in cents; null when not given"),
  province: provinceSchema.nullable().describe("Province or territory of residence on December 31; null when not given"),
});

export type ClaimDefaults = z.infer<typeof claimDefaultsSchema>;

/** The body of PUT /api/settings/claim-defaults: the income and the province may be left out, and then stay as they were. */
export const claimDefaultsInputSchema = claimDefaultsSchema.extend({
  netIncomeCents: netIncomeCentsSchema.optional(),
  province: provinceSchema.nullable().optional(),
});
export type ClaimDefaultsInput = z.infer<typeof claimDefaultsInputSchema>;

/** A user who never saved defaults claims everything for themselves and has given no income and no province. */
export const DEFAULT_CLAIM_DEFAULTS: Readonly<ClaimDefaults> = { claimant: "self", sharePct: 100, netIncomeCents: null, province: null };
