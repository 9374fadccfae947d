import { z } from "zod";
import { parseMoneyToCents } from "../money";
import { CLAIMANTS } from "./claimant";

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
  claimant: z.enum(CLAIMANTS, { error: "Unknown claimant" }).optional(),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const lineItemParamsSchema = z.object({ id: z.string().min(1).max(100) });

// SPEC.md §5: reports send prices as "12.34" (or numbers); more than two decimals is refused, not rounded.
const priceCents = z
  .union([z.string(), z.number()], { error: "Please enter a valid number" })
  .transform((v, ctx) => {
    const cents = parseMoneyToCents(String(v));
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid price (e.g., 12.34, 100, 80.5)" });
      return z.NEVER;
    }
    if (cents < 0) {
      ctx.addIssue({ code: "custom", message: "Price cannot be negative" });
      return z.NEVER;
    }
    return cents;
  });

const text = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(200, { error: `${label} must be at most 200 characters` });

/** SPEC.md §7 field names; `savings` is accepted but the server recomputes the difference from the prices. */
export const lineItemUpdateSchema = z
  .object({
    product_name: text("Product name").optional(),
    store_location: text("Store").optional(),
    gf_price: priceCents.optional(),
    non_gf_equiv_price: priceCents.optional(),
    savings: z.union([z.string(), z.number()]).optional(),
    claimant: z.enum(CLAIMANTS, { error: "Unknown claimant" }).optional(),
    share_pct: z.coerce
      .number({ error: "The share must be a whole percent from 1 to 100" })
      .int({ error: "The share must be a whole percent from 1 to 100" })
      .min(1, { error: "The share must be a whole percent from 1 to 100" })
      .max(100, { error: "The share must be a whole percent from 1 to 100" })
      .optional(),
  })
  .refine((b) => Object.entries(b).some(([k, v]) => k !== "savings" && v !== undefined), {
    error: "Nothing to update",
  });

export type LineItemUpdate = z.infer<typeof lineItemUpdateSchema>;
