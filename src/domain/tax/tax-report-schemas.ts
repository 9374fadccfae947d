import { z } from "zod";
import { CATEGORIES } from "../gluten-free/categories";
import { MAX_LINE_PRICE_CENTS } from "../money";
import { MAX_MONEY_TEXT_LENGTH, parseMoneyInput } from "../money-input";
import { sharePctSchema } from "./claim-defaults-schema";
import { claimantSchema } from "./claimant";
import { purchaseDateSchema } from "../receipts/purchase-date";
import { parseQuantity, QUANTITY_MESSAGE } from "./line-quantity";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "../text/visible-text";

const year = z.coerce
  .number({ error: "Please choose a tax year" })
  .int({ error: "Please choose a tax year" })
  .min(2000, { error: "Please choose a tax year from 2000 on" })
  .max(2100, { error: "Please choose a tax year before 2100" });

export const reportQuerySchema = z.object({
  year,
  /** The last month of the 12-month claim period; December (the default) gives the calendar year. */
  endMonth: z.coerce
    .number({ error: "The period must end in a month from 1 to 12" })
    .int({ error: "The period must end in a month from 1 to 12" })
    .min(1, { error: "The period must end in a month from 1 to 12" })
    .max(12, { error: "The period must end in a month from 1 to 12" })
    .default(12),
  claimant: claimantSchema.optional(),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const lineItemParamsSchema = z.object({ id: z.string().min(1).max(100) });

export { MAX_LINE_PRICE_CENTS };
// A key of the catalogues: the server and the forms say it in the reader's language.
export const LINE_PRICE_TOO_HIGH_MESSAGE = "error.LINE_PRICE_TOO_HIGH";

// docs/product-spec.md §5: reports send prices as "12.34" (or numbers); more than two decimals is refused, not rounded.
const priceCents = z
  .union([z.string().max(MAX_MONEY_TEXT_LENGTH, { error: "Please enter a valid number" }), z.number()], { error: "Please enter a valid number" })
  .transform((v, ctx) => {
    const price = parseMoneyInput(String(v));
    if (price.ok && price.cents > MAX_LINE_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message: LINE_PRICE_TOO_HIGH_MESSAGE });
      return z.NEVER;
    }
    if (price.ok) return price.cents;
    const message = price.problem === "negative" ? "Price cannot be negative" : "Please enter a valid price (e.g., 12.34, 100, 80.5)";
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const text = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(200, { error: `${label} must be at most 200 characters` })
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
    product_name: text("Product name").optional(),
    store_location: text("Store").optional(),
    /** The day the line was bought: it decides the tax year and the claim period the line counts in. */
    purchase_date: purchaseDateSchema.optional(),
    gf_price: priceCents.optional(),
    non_gf_equiv_price: priceCents.optional(),
    non_gf_unit_price: priceCents.optional(),
    quantity: quantity.optional(),
    /** One of the catalog's categories: where the line is filed in the reports. Its saved prices stay. */
    category: z.enum(CATEGORIES, { error: `Choose one of the categories: ${CATEGORIES.join(", ")}.` }).optional(),
    savings: z.union([z.string().max(50), z.number()]).optional(),
    claimant: claimantSchema.optional(),
    share_pct: sharePctSchema.optional(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== "savings" && v !== undefined), {
    error: "Nothing to update",
  })
  .refine((b) => b.non_gf_equiv_price === undefined || b.non_gf_unit_price === undefined, {
    error: "Send the regular price for one pack or for the whole line, not both",
  });

export type LineItemUpdate = z.infer<typeof lineItemUpdateSchema>;
