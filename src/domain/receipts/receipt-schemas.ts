import { z } from "zod";
import { CATEGORIES, CATEGORY_MESSAGE } from "../gluten-free/categories";
import { MAX_LINE_PRICE_CENTS } from "../money";
import { MAX_MONEY_TEXT_LENGTH, parseMoneyInput } from "../money-input";
import { sharePctSchema } from "../tax/claim-defaults-schema";
import { claimantSchema } from "../tax/claimant";
import { MAX_QUANTITY } from "../tax/line-quantity";
import { purchaseDateSchema } from "./purchase-date";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "../text/visible-text";
import { messageText } from "../i18n/message-text";

// Messages are keys of the catalogues (src/domain/i18n), with their arguments where they have some: the server and
// the forms say them in the reader's language.
const PRODUCT_NAME_MAX = 200;
const STORE_NAME_MAX = 120;
const MAX_PHOTOS = 3;
const MAX_VIRTUAL_ITEMS = 100;

// docs/product-spec.md §3: prices arrive as numbers or numeric strings (dollars), read as every typed price is read
// (money-input.ts).
const dollars = z
  .union([z.string().max(MAX_MONEY_TEXT_LENGTH, { error: "validation.number" }), z.number()], { error: "validation.number" })
  .transform((v, ctx) => {
    const price = parseMoneyInput(String(v));
    if (!price.ok) {
      ctx.addIssue({ code: "custom", message: price.problem === "negative" ? "validation.priceNegative" : "validation.number" });
      return z.NEVER;
    }
    if (price.cents > MAX_LINE_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message: messageText("validation.priceMax", { max: MAX_LINE_PRICE_CENTS / 100 }) });
      return z.NEVER;
    }
    return price.cents / 100;
  });

const productName = z
  .string({ error: "validation.productNameRequired" })
  .trim()
  .min(1, { error: "validation.productNameRequired" })
  .max(PRODUCT_NAME_MAX, { error: messageText("validation.productNameMax", { max: PRODUCT_NAME_MAX }) })
  .refine((name) => !hasInvisibleCharacters(name), { error: INVISIBLE_CHARACTERS_MESSAGE });

// A data URL of the largest photo read (10 MB, as base64) with room to spare; the decoder then checks the exact size.
const MAX_IMAGE_DATA_URL_LENGTH = 14_000_000;
const receiptImage = z
  .string({ error: "validation.imageMissing" })
  .min(1, { error: "validation.imageMissing" })
  .max(MAX_IMAGE_DATA_URL_LENGTH, { error: "validation.imageTooLarge" });

/**
 * One photo (`base64Image`, docs/product-spec.md §7), or two or three photos of one long receipt, top to bottom, or
 * one document (`base64Document`: a PDF, a saved e-mail or an HTML page; the server tells which from its bytes).
 */
export const processReceiptSchema = z
  .object({
    base64Document: z
      .string({ error: "validation.fileMissing" })
      .min(1, { error: "validation.fileMissing" })
      .max(MAX_IMAGE_DATA_URL_LENGTH, { error: "validation.fileTooLarge" })
      .optional(),
    base64Image: receiptImage.optional(),
    base64Images: z
      .array(receiptImage)
      .min(1, { error: "validation.imageMissing" })
      .max(MAX_PHOTOS, { error: messageText("validation.tooManyPhotos", { max: MAX_PHOTOS }) })
      .optional(),
  })
  .refine((body) => body.base64Image !== undefined || body.base64Images !== undefined || body.base64Document !== undefined, {
    error: "validation.imageMissing",
  })
  .transform((body) =>
    body.base64Document !== undefined && body.base64Image === undefined && body.base64Images === undefined
      ? { document: body.base64Document }
      : { photos: body.base64Images ?? [body.base64Image!] },
  );

/** No receipt has this many lines; an index above it is refused before it reaches the database. */
export const MAX_ITEM_INDEX = 9_999;

// Ids are opaque: a malformed one simply finds nothing (404), like an unknown or another user's.
const id = z.string().min(1).max(100);
export const idParamsSchema = z.object({ id });
export const itemIdParamsSchema = z.object({ itemId: id });
export const itemIndexParamsSchema = z.object({
  receiptId: id,
  // Bounded far below the 32-bit integer column it is compared with (PostgreSQL refuses a larger value outright).
  index: z.coerce
    .number({ error: "error.ITEM_INDEX_INVALID" })
    .int({ error: "error.ITEM_INDEX_INVALID" })
    .min(0, { error: "error.ITEM_INDEX_INVALID" })
    .max(MAX_ITEM_INDEX, { error: "error.ITEM_INDEX_INVALID" }),
});

export const selectionSchema = z.object({ isSelected: z.boolean({ error: messageText("validation.fieldBoolean", { field: "isSelected" }) }) });

export const indexSelectionSchema = selectionSchema.extend({
  productName: productName.optional(),
  price: dollars.optional(),
});

const quantity = z.coerce
  .number({ error: "validation.quantityNumber" })
  .positive({ error: "validation.quantityPositive" })
  .max(MAX_QUANTITY, { error: messageText("validation.quantityMax", { max: MAX_QUANTITY }) });

export const itemDetailsSchema = z.object({ productName, price: dollars, quantity: quantity.optional() });

/** A line's food category, one of the catalog's: the comparison is found again in it. */
export const itemCategorySchema = z.object({
  category: z.enum(CATEGORIES, { error: CATEGORY_MESSAGE }),
});

const storeName = z
  .string({ error: "validation.storeText" })
  .trim()
  .min(1, { error: "validation.storeRequired" })
  .max(STORE_NAME_MAX, { error: messageText("validation.storeMax", { max: STORE_NAME_MAX }) })
  .refine((name) => !hasInvisibleCharacters(name), { error: INVISIBLE_CHARACTERS_MESSAGE });

/** What was read at the top of a receipt and may be corrected: the purchase date (it decides the tax year) and the store. */
export const receiptFactsSchema = z
  .object({ purchaseDate: purchaseDateSchema.optional(), store: storeName.optional() })
  .refine((b) => b.purchaseDate !== undefined || b.store !== undefined, { error: "validation.receiptFactsEmpty" });
export type ReceiptFacts = z.infer<typeof receiptFactsSchema>;

/** The one-tap comparable choices of the review page. */
export const comparableChoiceSchema = z.discriminatedUnion(
  "choice",
  [
    z.object({ choice: z.literal("proposal") }),
    z.object({ choice: z.literal("category") }),
    z.object({ choice: z.literal("product"), productId: z.string().min(1).max(100) }),
  ],
  { error: "validation.comparableChoice" },
);
export type ComparableChoice = z.infer<typeof comparableChoiceSchema>;

export const glutenFreeConfirmationSchema = z.object({ confirmed: z.boolean({ error: messageText("validation.fieldBoolean", { field: "confirmed" }) }) });

export const packageSizeSchema = z.object({
  size: z.string({ error: "validation.packageSize" }).trim().min(1, { error: "validation.packageSize" }).max(40, { error: "validation.packageSize" }),
});

export const regularPriceSchema = z.object({ customRegularPrice: dollars.nullable() });

export const indexRegularPriceSchema = regularPriceSchema.extend({
  productName: productName.optional(),
  price: dollars.optional(),
});

export const virtualItemSchema = z.object({
  productName,
  price: dollars,
  /** A comparable regular price for one pack. */
  customRegularPrice: dollars.nullable().optional(),
  isGlutenFree: z.boolean().optional(),
  /** The user vouches that a product the app cannot classify is gluten-free and bought for the person with celiac disease. */
  confirmedGlutenFree: z.boolean().optional(),
  category: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .refine((name) => !hasInvisibleCharacters(name), { error: INVISIBLE_CHARACTERS_MESSAGE })
    .default("Snacks"),
});

export const confirmReceiptSchema = z.object({
  virtualItems: z.array(virtualItemSchema).max(MAX_VIRTUAL_ITEMS, { error: "validation.tooManyItems" }).optional(),
  // Required when the receipt's own date could not be read: it decides the tax year.
  purchaseDate: purchaseDateSchema.optional(),
  // An older review page sends `receiptImage: null`. The photo itself never comes back: images are never stored, so a
  // save carries none, and the route keeps the 1 MB body limit of every route but the upload.
  receiptImage: z.null({ error: "validation.noPhotoOnSave" }).optional(),
  /** Whom the food is for and the share they eat; the user's saved defaults when absent. */
  claimant: claimantSchema.optional(),
  sharePct: sharePctSchema.optional(),
  /** The user has seen the earlier receipt this one looks like, and saves it all the same. */
  saveAnyway: z.boolean().optional(),
});

/** GET /api/receipts: waiting for review ("processed") or saved ("confirmed"), newest first. */
export const receiptListQuerySchema = z.object({
  status: z.enum(["processed", "confirmed"], { error: "validation.receiptStatus" }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type VirtualItem = z.infer<typeof virtualItemSchema>;
