import { z } from "zod";
import { centsField, dollarsField } from "./money-fields";
import { claimantSchema, taxLineSchema } from "../tax/claimant";
import { claimLineDetailSchema } from "../tax/claim-line";
import { claimPeriodSchema } from "../tax/claim-period";
import { taxLineTotalSchema } from "../tax/claimable-by-tax-line";
import { saidSchema } from "../i18n/said";
import { REGULAR_SOURCES } from "../tax/comparable-source";
import { printedClaimSchema } from "../tax/overlapping-prints";
import { provinceSchema } from "../tax/provinces";
import { productSummaryRowSchema } from "../tax/summarise-by-product";

/**
 * The tax-report endpoints. Their money is in dollars where docs/product-spec.md §3 fixed the field (the logged line,
 * the tax summary) and in cents in the claim summary; decision 019 keeps both as they are.
 */

/**
 * docs/product-spec.md §3's logged line item, with the claimant and share that docs/tax-rules.md adds. `price` and
 * `originalPrice` are line totals as the product spec has them; the per-pack prices and the comparable's source go
 * beside.
 */
export const lineItemViewSchema = z.object({
  id: z.string(),
  receiptId: z.string().nullable(),
  purchaseDate: z.string(),
  storeLocation: z.string().nullable(),
  customProductName: z.string(),
  price: dollarsField("What was paid for the line"),
  originalPrice: dollarsField("The comparable regular price of the line"),
  priceDifference: dollarsField("The incremental cost of the line"),
  claimable: dollarsField("The incremental cost × the share claimed, rounded on its own"),
  quantity: z.number().describe("Packs bought"),
  unitPrice: dollarsField("What one pack cost: the line total divided by the quantity"),
  originalUnitPrice: dollarsField("The comparable regular price of one pack"),
  category: z.string(),
  regularProductName: z.string().nullable(),
  regularSource: z.enum(REGULAR_SOURCES),
  comparableSource: saidSchema.describe("How the comparable price was found, as a record said in the reader's language"),
  claimant: claimantSchema,
  sharePct: z.number().int(),
});
export type LineItemView = z.infer<typeof lineItemViewSchema>;

/** GET /api/tax-report/gf-receipts: the claim lines, newest first (the product spec names them `receipts`). */
export const lineItemListSchema = z.object({ receipts: z.array(lineItemViewSchema) });
export type LineItemList = z.infer<typeof lineItemListSchema>;

/** PUT /api/tax-report/line-items/:id. */
export const lineItemUpdatedSchema = z.object({ success: z.literal(true), item: lineItemViewSchema });
export type LineItemUpdated = z.infer<typeof lineItemUpdatedSchema>;

/** DELETE /api/tax-report/line-items/:id. */
export const lineItemDeletedSchema = z.object({ success: z.literal(true) });
export type LineItemDeleted = z.infer<typeof lineItemDeletedSchema>;

const year = z.number().int();
const rateBp = z.number().int().describe("A rate in basis points: 1500 = 15%");

/**
 * The credit the dashboard shows for the user's own line of the return (33099): the federal estimate at the net
 * income saved in Settings with the province's beside it, or without an income the range in words
 * (src/domain/tax/credit-outlook.ts).
 */
export const creditOutlookSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("estimate"),
    year,
    expensesCents: centsField("Line 33099's eligible expenses"),
    netIncomeCents: centsField("The net income (line 23600) saved in Settings"),
    thresholdCents: centsField("The lesser of 3% of that income and the year's fixed amount"),
    federalRateBp: rateBp,
    creditCents: centsField("The federal non-refundable credit at that income"),
    provincial: z
      .object({
        province: provinceSchema,
        creditCents: centsField("The province's non-refundable credit at that income"),
        rule: saidSchema.describe("The rule that made it, as a record said in the reader's language"),
        computed: saidSchema.nullable().describe("How the year's figures were computed, as a record; null when published"),
      })
      .nullable()
      .describe("Null until the province of residence is saved in Settings"),
  }),
  z.object({
    kind: z.literal("range"),
    year,
    expensesCents: centsField("Line 33099's eligible expenses"),
    fixedThresholdCents: centsField("The year's fixed threshold"),
    incomeRateBp: rateBp,
    federalRateBp: rateBp,
    creditAtAnyIncomeCents: centsField("The credit whatever the income: the rate on what passes the fixed threshold"),
    fixedThresholdFromIncomeCents: centsField("The net income whose 3% is the fixed threshold"),
    creditOnlyBelowIncomeCents: centsField("The net income under which the expenses pass 3% of it")
      .nullable()
      .describe("Null when the expenses pass the fixed threshold: a credit at any income"),
  }),
]);

const deduction = (what: string) => dollarsField(`${what}: Σ incremental cost × share, rounded once`);

/**
 * GET /api/tax-report/summary: docs/product-spec.md §3's tax summary (categories by eligible expense, grand totals)
 * plus the month, claimant and line-of-the-return breakdowns the charts and the credit estimate use. The "deduction"
 * fields are eligible medical expenses, the names the product spec gave them.
 */
export const taxSummarySchema = z.object({
  year: z.number().int(),
  period: claimPeriodSchema,
  categories: z.array(
    z.object({
      category: z.string(),
      items_logged: z.number().int(),
      total_gf_spent: dollarsField("What the category's lines cost"),
      total_non_gf_cost: dollarsField("Their comparable regular prices"),
      total_tax_deduction: deduction("The category's eligible expenses"),
    }),
  ),
  grandTotals: z.object({
    itemsLogged: z.number().int(),
    totalGfSpent: dollarsField("What the period's lines cost"),
    totalNonGfCost: dollarsField("Their comparable regular prices"),
    totalTaxDeduction: deduction("The period's eligible expenses"),
  }),
  months: z.array(z.object({ month: z.string().describe('"2025-03"'), deduction: deduction("The month's eligible expenses") })),
  claimants: z.array(
    z.object({ claimant: claimantSchema, itemsLogged: z.number().int(), deduction: deduction("The claimant's eligible expenses") }),
  ),
  taxLines: z.array(
    z.object({ taxLine: taxLineSchema, itemsLogged: z.number().int(), deduction: deduction("The line of the return's eligible expenses") }),
  ),
  credit: creditOutlookSchema,
});
export type TaxSummary = z.infer<typeof taxSummarySchema>;

/** GET /api/tax-report/years: years with claim lines, newest first, and the current year. */
export const reportYearsSchema = z.object({ years: z.array(z.number().int()), currentYear: z.number().int() });
export type ReportYears = z.infer<typeof reportYearsSchema>;

/**
 * GET /api/tax-report/claim-summary: the per-product summary CRA asks claimants to keep (docs/tax-rules.md), with every
 * purchase behind it, in cents; the printable page formats it.
 */
export const claimSummarySchema = z.object({
  year: z.number().int(),
  period: claimPeriodSchema,
  claimant: claimantSchema.nullable(),
  products: z.array(productSummaryRowSchema),
  lines: z.array(claimLineDetailSchema),
  totals: z.object({
    count: z.number().describe("Packs bought"),
    incrementalCostCents: centsField("The period's eligible expenses, rounded once from the unrounded shares"),
    byTaxLine: z.array(taxLineTotalSchema),
  }),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

/** GET /api/tax-report/prints: claim summaries printed earlier whose period overlaps this one (not the same period). */
export const overlappingPrintsSchema = z.object({ overlapping: z.array(printedClaimSchema) });
export type OverlappingPrints = z.infer<typeof overlappingPrintsSchema>;

/** POST /api/tax-report/prints: the printing just recorded. */
export const recordedPrintSchema = z.object({ print: printedClaimSchema });
export type RecordedPrint = z.infer<typeof recordedPrintSchema>;
