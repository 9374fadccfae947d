import { z } from "zod";
import { comparableKindSchema, sizeSourceSchema } from "../claims/comparable-price";
import { saidSchema } from "../i18n/said";
import { claimBlockerSchema } from "../claims/line-claim";
import { matchCheckSchema } from "../claims/match-confidence";
import { receiptAnalysisSchema } from "../claims/receipt-analysis";
import { eligibilitySchema } from "../gluten-free/food-eligibility";
import { dollarsField } from "../api/money-fields";

/**
 * What the receipt endpoints answer, shared by server and web app: zod schemas, each with its type inferred. Money is
 * in dollars on the wire here (docs/product-spec.md §3, and an external scorer reads `price`, `total`, `subtotal`);
 * decision 019 keeps these fields as they are and puts every new money field in cents.
 */
export const matchedProductViewSchema = z.object({
  id: z.string(),
  productName: z.string(),
  brand: z.string().nullable(),
  category: z.string(),
  averagePrice: dollarsField("The product's shelf price in the catalog"),
  size: z.string().nullable(),
});

/**
 * Where a line was printed on the user's photo: `photo` is the index of the photo in the upload (0 for the first of
 * a long receipt's photos); x, y, width and height are fractions (0..1) of that photo as a browser displays it (EXIF
 * orientation applied); `quarterTurns` is how many quarter turns clockwise make the cut-out strip read upright.
 * The photo itself is never sent back: the browser cuts the strip from its own copy.
 */
export const photoBoxSchema = z.object({
  photo: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  quarterTurns: z.number().int(),
});
export type PhotoBox = z.infer<typeof photoBoxSchema>;

/** A comparable regular price for one GF package, with its source in words. */
export const comparableViewSchema = z.object({
  kind: comparableKindSchema,
  perPack: dollarsField("The comparable price of one pack in the purchase year's money"),
  detail: saidSchema.describe("How the price was found, as a record said in the reader's language"),
  productId: z.string().nullable(),
});
export type ComparableView = z.infer<typeof comparableViewSchema>;

/** A catalog product the user may pick as the comparable. */
export const comparableProductViewSchema = z.object({
  id: z.string(),
  productName: z.string(),
  vendor: z.string().nullable(),
  size: z.string().nullable(),
  price: dollarsField("The product's shelf price when it was observed"),
  observedOn: z.string().nullable(),
  perPack: dollarsField(
    "Its price scaled to the GF package size and moved to the purchase year; null when the sizes do not compare",
  ).nullable(),
});
export type ComparableProductView = z.infer<typeof comparableProductViewSchema>;

export const receiptItemViewSchema = z.object({
  id: z.string(),
  index: z.number().int(),
  productName: z.string(),
  price: dollarsField("What the line cost as printed, before the discount lines under it"),
  quantity: z.number(),
  category: z.string().nullable(),
  isGlutenFree: z.boolean(),
  isSubstitute: z.boolean(),
  isSelected: z.boolean(),
  matchedProductId: z.string().nullable(),
  matchedProduct: matchedProductViewSchema.nullable(),
  matchScore: z.number().nullable(),
  customRegularPrice: dollarsField("A comparable price for one pack, typed by the user").nullable(),
  eligibility: eligibilitySchema.describe('Decided by the server: only "substitute", and "unknown" once confirmed, can be claimed'),
  eligibilityNote: saidSchema.nullable().describe("Why the line cannot be claimed, when it cannot, as a record"),
  gfConfirmed: z.boolean(),
  packageSize: z.string().nullable().describe('The GF package size ("450 g"); null: unknown, the user is asked'),
  packageSizeSource: sizeSourceSchema.nullable(),
  proposal: comparableViewSchema.nullable().describe("The comparable the app proposes"),
  closestProducts: z.array(comparableProductViewSchema).describe("The closest products to pick from"),
  categoryReference: comparableViewSchema.nullable().describe("The category's reference price"),
  regularPricePerPack: dollarsField("The comparable the line uses, for one pack; null: none yet").nullable(),
  regularPrice: dollarsField("The comparable for the whole line (per pack × packages); null: none yet").nullable(),
  regularPriceSource: comparableKindSchema.nullable(),
  regularPriceDetail: saidSchema.nullable().describe("How the comparable the line uses was found, as a record"),
  regularPriceProductId: z
    .string()
    .nullable()
    .describe("The catalog product the comparable names (the one the user picked, or the closest of the proposal)"),
  matchCheck: matchCheckSchema.nullable().describe("Whether the comparable looks like a fair comparison; null: no comparable"),
  discount: dollarsField("What the discount lines printed under this item take off"),
  difference: dollarsField("The incremental cost: the price less the discount, less the comparable; null: none yet").nullable(),
  needs: claimBlockerSchema.nullable().describe("What the line still needs before it can be saved as a claim"),
  photoBox: photoBoxSchema.nullable(),
});
export type ReceiptItemView = z.infer<typeof receiptItemViewSchema>;

/** A saved receipt another one looks like: enough for the user to recognise it. */
export const savedReceiptRefSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  savedAt: z.string().nullable(),
  store: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  total: dollarsField("The receipt's total as read").nullable(),
  sameImage: z.boolean().describe("Why it looks the same: the very same photo, or the same store, date and total"),
});
export type SavedReceiptRef = z.infer<typeof savedReceiptRefSchema>;

/** Read and waiting for review, or saved as claim lines. */
export const receiptStatusSchema = z.enum(["processed", "confirmed"]);

/** GET /api/receipts/:id, POST /api/receipts: a receipt as read, with its lines and their comparables. */
export const receiptEngineSchema = z
  .enum(["ocr", "openai", "text"])
  .describe("What read the receipt: the server's OCR, an AI vision service, or the exact text of a PDF or an e-mail");
export type ReceiptEngine = z.infer<typeof receiptEngineSchema>;

export const receiptViewSchema = z.object({
  id: z.string(),
  storeLocation: z.string().nullable(),
  store: z.string().nullable(),
  address: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  total: dollarsField("The receipt's total as read").nullable(),
  subtotal: dollarsField("The receipt's subtotal as read").nullable(),
  taxes: z.array(
    z.object({
      label: z.string(),
      amount: dollarsField("The tax line's amount"),
      included: z.boolean().describe("The prices already include it (a VAT-inclusive shop): shown, never added to the subtotal"),
    }),
  ),
  status: receiptStatusSchema,
  balanced: z.boolean().nullable(),
  warnings: z.array(saidSchema).describe("What the reader noticed, as records said in the reader's language"),
  engine: receiptEngineSchema,
  createdAt: z.string(),
  possibleDuplicate: savedReceiptRefSchema.nullable(),
  analysis: receiptAnalysisSchema,
  totalEligibleDifference: dollarsField("The selected lines' incremental costs added up"),
  items: z.array(receiptItemViewSchema),
});
export type ReceiptView = z.infer<typeof receiptViewSchema>;

/** One row of GET /api/receipts: a receipt waiting for review or a saved one. */
export const receiptSummarySchema = z.object({
  id: z.string(),
  status: receiptStatusSchema,
  store: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  total: dollarsField("The receipt's total as read").nullable(),
  createdAt: z.string(),
  savedAt: z.string().nullable(),
  itemCount: z.number().int(),
  glutenFreeCount: z.number().int(),
  claimedDifference: dollarsField("Saved receipts: what their claim lines add up to, before the share claimed").nullable(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
