import { z } from "zod";
import { centsField } from "../api/money-fields";
import { saidSchema, type Said } from "../i18n/said";
import { claimableCents } from "./claimable-cents";
import { CLAIMANT_LABELS, claimantSchema, taxLineFor, taxLineSchema, type Claimant } from "./claimant";
import { comparableProductName, describeRegularSource } from "./comparable-source";
import { perPackCents } from "./line-quantity";

/** A saved claim line as the claim documents read it; amounts are line totals in cents. */
export interface ClaimLine {
  purchaseDate: string;
  store: string | null;
  productName: string;
  category: string;
  quantity: number;
  /** What was paid for `quantity` packs. */
  gfPriceCents: number;
  /** The comparable regular price of the same quantity. */
  regularPriceCents: number;
  differenceCents: number;
  sharePct: number;
  claimant: Claimant;
  regularProductName: string | null;
  regularSource: string;
  regularSourceDetail: string | null;
  /** The source sentence as a record; null on lines saved before records were kept (comparable-source.ts). */
  regularSourceWords: Said | null;
}

/** One line as an auditor reads it: per-pack prices, the comparable and its source, the share and its line. */
export const claimLineDetailSchema = z.object({
  purchaseDate: z.string(),
  store: z.string().nullable(),
  product: z.string(),
  category: z.string(),
  quantity: z.number().describe("Packs bought"),
  gfPriceCents: centsField("What was paid for the line"),
  gfPerPackCents: centsField("What one pack cost"),
  regularPriceCents: centsField("The comparable regular price of the line"),
  regularPerPackCents: centsField("The comparable regular price of one pack"),
  comparableProduct: saidSchema.describe("The comparable product's name, or what stands for it"),
  comparableSource: saidSchema.describe("How the comparable price was found, as a record said in the reader's language"),
  differenceCents: centsField("The incremental cost of the line"),
  sharePct: z.number().int(),
  claimableCents: centsField(
    "This line's own claimable amount, rounded on its own; totals are rounded once from the unrounded shares",
  ),
  claimant: claimantSchema,
  claimantLabel: z.string(),
  taxLine: taxLineSchema,
});
export type ClaimLineDetail = z.infer<typeof claimLineDetailSchema>;

export function detailOf(line: ClaimLine): ClaimLineDetail {
  return {
    purchaseDate: line.purchaseDate,
    store: line.store,
    product: line.productName.trim(),
    category: line.category,
    quantity: line.quantity,
    gfPriceCents: line.gfPriceCents,
    gfPerPackCents: perPackCents(line.gfPriceCents, line.quantity),
    regularPriceCents: line.regularPriceCents,
    regularPerPackCents: perPackCents(line.regularPriceCents, line.quantity),
    comparableProduct: comparableProductName(line.regularSource, line.regularProductName),
    comparableSource: describeRegularSource(line.regularSource, line.regularSourceDetail, line.regularSourceWords),
    differenceCents: line.differenceCents,
    sharePct: line.sharePct,
    claimableCents: claimableCents(line.differenceCents, line.sharePct),
    claimant: line.claimant,
    claimantLabel: CLAIMANT_LABELS[line.claimant],
    taxLine: taxLineFor(line.claimant),
  };
}
