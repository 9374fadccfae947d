import { z } from "zod";
import { CATEGORIES, CATEGORY_MESSAGE } from "../gluten-free/categories";
import type { MessageKey } from "../i18n/messages.en-CA";
import { MAX_LINE_PRICE_CENTS } from "../money";
import { MAX_MONEY_TEXT_LENGTH, parseMoneyInput } from "../money-input";
import { sharePctSchema } from "./claim-defaults-schema";
import { claimantSchema } from "./claimant";
import { purchaseDateSchema } from "../receipts/purchase-date";
import { parseQuantity, QUANTITY_MESSAGE } from "./line-quantity";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "../text/visible-text";
import { messageText } from "../i18n/message-text";

// Messages are keys of the catalogues (src/domain/i18n), with their arguments where they have some: the server and
// the forms say them in the reader's language.
const MIN_TAX_YEAR = 2000;
const MAX_TAX_YEAR = 2100;

const year = z.coerce
  .number({ error: "validation.taxYear" })
  .int({ error: "validation.taxYear" })
  .min(MIN_TAX_YEAR, { error: messageText("validation.taxYearMin", { min: MIN_TAX_YEAR }) })
  .max(MAX_TAX_YEAR, { error: messageText("validation.taxYearMax", { max: MAX_TAX_YEAR }) });

export const reportQuerySchema = z.object({
  year,
  /** The last month of the 12-month claim period; December (the default) gives the calendar year. */
  endMonth: z.coerce
    .number({ error: "validation.periodEndMonth" })
    .int({ error: "validation.periodEndMonth" })
    .min(1, { error: "validation.periodEndMonth" })
    .max(12, { error: "validation.periodEndMonth" })
    .default(12),
  claimant: claimantSchema.optional(),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const lineItemParamsSchema = z.object({ id: z.string().min(1).max(100) });

export { MAX_LINE_PRICE_CENTS };
export const LINE_PRICE_TOO_HIGH_MESSAGE = "error.LINE_PRICE_TOO_HIGH";

// docs/product-spec.md §5: reports send prices as "12.34" (or numbers); more than two decimals is refused, not rounded.
const priceCents = z
  .union([z.string().max(MAX_MONEY_TEXT_LENGTH, { error: "validation.number" }), z.number()], { error: "validation.number" })
  .transform((v, ctx) => {
    const price = parseMoneyInput(String(v));
    if (price.ok && price.cents > MAX_LINE_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message: LINE_PRICE_TOO_HIGH_MESSAGE });
      return z.NEVER;
    }
    if (price.ok) return price.cents;
    const message = price.problem === "negative" ? "validation.priceNegative" : "validation.priceFormat";
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const TEXT_MAX = 200;
const text = (messages: { text: MessageKey; required: MessageKey; max: MessageKey }) =>
  z
    .string({ error: messages.text })
    .trim()
    .min(1, { error: messages.required })
    .max(TEXT_MAX, { error: messageText(messages.max, { max: TEXT_MAX }) })
    .refine((name) => !hasInvisibleCharacters(name), { error: INVISIBLE_CHARACTERS_MESSAGE });

const quantity = z.union([z.string().max(20, { error: QUANTITY_MESSAGE }), z.number()], { error: QUANTITY_MESSAGE }).transform((v, ctx) => {
  const parsed = parseQuantity(v);
  if (parsed === null) {
    ctx.addIssue({ code: "custom", message: QUANTITY_MESSAGE });
    return z.NEVER;
  }
  return parsed;
});

/**
 * docs/product-spec.md §7 field names; `savings` is accepted but the server recomputes the difference from the prices.
 * `non_gf_equiv_price` is the comparable regular price of the whole line, `non_gf_unit_price` of one pack (the
 * server multiplies it by the quantity); a line takes one or the other.
 */
export const lineItemUpdateSchema = z
  .object({
    product_name: text({ text: "validation.productNameText", required: "validation.productNameRequired", max: "validation.productNameMax" }).optional(),
    store_location: text({ text: "validation.storeText", required: "validation.storeRequired", max: "validation.storeMax" }).optional(),
    /** The day the line was bought: it decides the tax year and the claim period the line counts in. */
    purchase_date: purchaseDateSchema.optional(),
    gf_price: priceCents.optional(),
    non_gf_equiv_price: priceCents.optional(),
    non_gf_unit_price: priceCents.optional(),
    quantity: quantity.optional(),
    /** One of the catalog's categories: where the line is filed in the reports. Its saved prices stay. */
    category: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }).optional(),
    savings: z.union([z.string().max(50), z.number()]).optional(),
    claimant: claimantSchema.optional(),
    share_pct: sharePctSchema.optional(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== "savings" && v !== undefined), {
    error: "validation.nothingToUpdate",
  })
  .refine((b) => b.non_gf_equiv_price === undefined || b.non_gf_unit_price === undefined, {
    error: "validation.regularPriceOneOf",
  });

export type LineItemUpdate = z.infer<typeof lineItemUpdateSchema>;
