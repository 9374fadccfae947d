import { z } from "zod";
import { centsField } from "./money-fields";
import { claimantSchema, taxLineSchema } from "../tax/claimant";
import { claimPeriodSchema } from "../tax/claim-period";

/** One typed medical expense, as GET /api/other-expenses lists it and POST/PUT answer it. */
export const otherExpenseSchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  description: z.string(),
  amountCents: centsField("What the expense cost"),
  claimant: claimantSchema,
});
export type OtherExpense = z.infer<typeof otherExpenseSchema>;

export const otherExpenseListSchema = z.object({ expenses: z.array(otherExpenseSchema) });
export const otherExpenseDeletedSchema = z.object({ success: z.literal(true) });

/**
 * GET /api/claim-planner?year=: what the planner reasons from. The gluten-free eligible expenses of each month that a
 * 12-month period ending in the year can reach (February of the year before to December), by line of the return; the
 * periods printed earlier (a period claimed on another year's return is not offered again). The province and the net
 * income are Settings' (GET /api/settings/claim-defaults).
 */
export const claimPlannerDataSchema = z.object({
  year: z.number().int(),
  months: z.array(
    z.object({
      month: z.string().describe('"2025-03"'),
      taxLine: taxLineSchema,
      eligibleCents: centsField("The month's gluten-free eligible expenses on that line: Σ incremental cost × share, rounded once"),
    }),
  ),
  printed: z.array(claimPeriodSchema),
});
export type ClaimPlannerData = z.infer<typeof claimPlannerDataSchema>;
