import type { ErrorCode } from "#domain/errors";
import { LINE_PRICE_TOO_HIGH_MESSAGE } from "#domain/tax/tax-report-schemas";

export interface ErrorResponse {
  status: number;
  /** What the user reads when the error carries no more precise detail; the product spec's wording where it has one. */
  message: string;
}

/** The one place an error code becomes an HTTP status and a sentence; a code missing here does not compile. */
export const ERROR_RESPONSES: Record<ErrorCode, ErrorResponse> = {
  VALIDATION_FAILED: { status: 400, message: "Invalid request" },
  BODY_INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  BODY_EMPTY: { status: 400, message: "The request body is empty; send a JSON object." },
  BODY_LENGTH_MISMATCH: { status: 400, message: "The request's Content-Length does not match its body." },
  BODY_TOO_LARGE: { status: 413, message: "The request is too large." },
  BODY_NOT_JSON: { status: 415, message: "Send the request body as JSON (Content-Type: application/json)." },
  BODY_TOO_DEEP: { status: 400, message: "The request body is nested too deeply." },
  BODY_NOT_OBJECT: { status: 400, message: "The request body must be a JSON object." },
  INPUT_FORBIDDEN_CHARACTERS: { status: 400, message: "The request contains characters that are not allowed." },
  NOT_FOUND: { status: 404, message: "Not found" },
  PATH_NOT_CANONICAL: {
    status: 400,
    message: "This address is not written in its usual form (no ./ or ../, doubled or trailing slashes, or encoded letters).",
  },
  BAD_URL: { status: 400, message: "This address is not a valid URL." },
  RATE_LIMITED: { status: 429, message: "Too many attempts. Please wait a few minutes and try again." },
  CHAT_RATE_LIMITED: { status: 429, message: "You're sending messages faster than I can answer. Please wait a minute and try again." },
  DATABASE_UNAVAILABLE: { status: 503, message: "The database is unavailable." },

  NOT_SIGNED_IN: { status: 401, message: "Please sign in to continue." },
  CROSS_SITE_REQUEST: { status: 403, message: "This request came from another website, so it was refused. Please use CeliacClaim directly." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do this." },
  INVALID_CREDENTIALS: { status: 401, message: "Invalid email or password" },
  EMAIL_TAKEN: { status: 409, message: "An account with this email already exists. Sign in, or reset your password if you forgot it." },
  RESET_LINK_INVALID: { status: 400, message: "This reset link is invalid or has expired. Please request a new one." },
  ACCOUNT_LOCKED: { status: 429, message: "Too many failed sign-in attempts for this email. Please wait a few minutes and try again, or reset your password." },
  PASSWORD_INCORRECT: { status: 403, message: "That is not your password. Nothing was changed." },
  REAUTHENTICATION_REQUIRED: {
    status: 403,
    message: "To delete your account, sign in again with a fresh link from your email first (it proves the mailbox is yours).",
  },
  DELETION_LINK_INVALID: {
    status: 400,
    message: "This deletion link is invalid or has expired. Your account was not deleted; ask for a new link in Settings.",
  },

  // 402 is what the upload page reads as "offer the upgrade".
  QUOTA_EXCEEDED: { status: 402, message: "You've used your free receipts for this month. Upgrade to Premium ($12 a year) for unlimited receipts." },
  NOT_AN_IMAGE: { status: 415, message: "Only image files can be processed. Please upload a photo of your receipt." },
  IMAGE_EMPTY: { status: 400, message: "The image is empty. Please select a photo of your receipt." },
  IMAGE_NOT_BASE64: { status: 400, message: "The image data is not valid base64." },
  IMAGE_TOO_LARGE: { status: 413, message: "The image is larger than 10 MB. Please upload a smaller photo." },
  IMAGE_FORMAT_UNREADABLE: { status: 415, message: "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo." },
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: "The image has too many pixels to process. Please upload a smaller photo." },
  IMAGE_TOO_SMALL: { status: 422, message: "The image is too small to read. Please upload a clearer photo of the whole receipt." },
  IMAGE_DAMAGED: { status: 422, message: "This image is damaged or incomplete. Please take the photo again or choose another file." },
  RECEIPT_UNREADABLE: { status: 422, message: "We could not read this receipt. Please take a clearer photo in good light, with the whole receipt visible." },
  RECEIPT_WITHOUT_ITEMS: { status: 422, message: "We couldn't find any items on this receipt. Please try a clearer, well-lit photo of the whole receipt." },
  DOCUMENT_NOT_SUPPORTED: {
    status: 415,
    message: "This file is not one we can read. Please upload a photo, a PDF receipt, or a saved receipt e-mail (.eml or .html).",
  },
  DOCUMENT_TOO_LARGE: { status: 413, message: "The file is larger than 10 MB. Please upload a smaller file." },
  DOCUMENT_TOO_LONG: { status: 422, message: "This PDF has too many pages to be one receipt. Please upload the receipt's own pages." },
  DOCUMENT_UNREADABLE: { status: 422, message: "We could not open this file. It may be damaged or protected by a password." },
  DOCUMENT_WITHOUT_RECEIPT: { status: 422, message: "We couldn't find a receipt in this file. Please upload the receipt or order confirmation itself." },
  RECEIPT_MAIL_UNAVAILABLE: { status: 409, message: "This server does not receive receipts by e-mail. Upload them on the upload page instead." },
  // The reading service failed, not the user: 5xx, so the client knows a retry may work.
  EXTRACTION_UNAVAILABLE: { status: 502, message: "The receipt reader is unavailable right now. Please try again in a few minutes." },
  EXTRACTION_BUSY: { status: 503, message: "The receipt reader is busy. Please try again in a minute." },
  RECEIPTS_BUSY: { status: 503, message: "Lots of receipts are being read right now. Please try again in a moment." },
  UPLOAD_RATE_LIMITED: { status: 429, message: "You've uploaded many receipts in a short time. Please wait a little and try again." },
  EXTRACTION_TIMEOUT: { status: 504, message: "The receipt reader took too long. Please try again." },

  RECEIPT_NOT_FOUND: { status: 404, message: "Receipt not found." },
  RECEIPT_ALREADY_SAVED: { status: 409, message: "This receipt is already saved. Edit its lines on the Reports page." },
  RECEIPT_POSSIBLE_DUPLICATE: {
    status: 409,
    message: "This looks like a receipt you already saved. Check it, then choose Save anyway if it is a different purchase.",
  },
  ITEM_NOT_FOUND: { status: 404, message: "Item not found." },
  // docs/product-spec.md §8: the review page recognises this exact text and keeps the change locally.
  ITEM_INDEX_INVALID: { status: 404, message: "Invalid item index" },
  LINE_NOT_A_PRODUCT: { status: 400, message: "Only a product can be claimed: discount, deposit and fee lines are not food." },
  LINE_NOT_ELIGIBLE: { status: 400, message: "Only gluten-free versions of foods that normally contain gluten are eligible medical expenses." },
  LINE_UNCONFIRMED: { status: 400, message: "Confirm that this line is a gluten-free product bought for the person with celiac disease, or unselect it." },
  LINE_WITHOUT_COMPARABLE: { status: 400, message: "Choose a comparable regular price for this line: pick a similar product, accept the category reference, or enter the price of one regular pack." },
  NO_PROPOSAL: { status: 400, message: "There is no proposed comparison for this line: choose a product, the category reference, or enter a price." },
  NO_CATEGORY_REFERENCE: { status: 400, message: "There is no category reference for this line: add its package size if it has none, or choose a listed product or enter the price of one regular pack." },
  PRODUCT_NOT_LISTED: { status: 400, message: "Choose one of the products listed for this line." },
  PACKAGE_SIZE_INVALID: { status: 400, message: "Enter the package size like 450 g, 1 kg, 500 ml or 6 pk." },
  PACKAGE_SIZE_OUT_OF_RANGE: { status: 400, message: "A package size must be from 1 g or 1 ml to 50 kg or 50 L, or from 1 to 120 items." },
  COMPARABLE_TOO_HIGH: {
    status: 400,
    message: "With this change the regular price of the line would be over $10,000. Check the package size, quantity and price.",
  },
  NOTHING_SELECTED: { status: 400, message: "Please select at least one gluten-free item before saving." },
  PURCHASE_DATE_MISSING: { status: 400, message: "This receipt's date could not be read. Enter the purchase date before saving: it decides the tax year." },
  PURCHASE_DATE_IN_FUTURE: { status: 400, message: "The purchase date cannot be in the future." },

  LINE_NOT_FOUND: { status: 404, message: "This record was not found. It may have been deleted." },
  OTHER_EXPENSE_NOT_FOUND: { status: 404, message: "This expense was not found. It may have been deleted." },
  OTHER_EXPENSES_FULL: { status: 409, message: "You have 100 expenses listed, the most the planner keeps. Delete one you no longer need to add another." },
  PREMIUM_REQUIRED: { status: 402, message: "This is part of Premium ($12 a year). Upgrade on My Subscription to use it." },
  ALREADY_PREMIUM: { status: 409, message: "You already have Premium." },
  NO_SUBSCRIPTION_TO_CANCEL: { status: 400, message: "You have no active subscription to cancel." },
  REFUND_NOT_AVAILABLE: {
    status: 400,
    message: "The 30-day money-back guarantee covers the first 30 days after your first payment, and that time has passed.",
  },
  // Not an outage: this server sells nothing, so the offer, like the route, is simply not here.
  PAYMENTS_NOT_CONFIGURED: { status: 404, message: "Premium is not available on this server." },
  PAYMENTS_UNAVAILABLE: { status: 503, message: "Payments are unavailable right now. Nothing was charged or changed. Please try again in a few minutes." },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: "The webhook signature is not valid." },
  LINE_PRICE_TOO_HIGH: { status: 400, message: LINE_PRICE_TOO_HIGH_MESSAGE },
};

/** Anything no code names: a bug or an outage, whose own message may hold internals and never leaves the server. */
export const UNEXPECTED_ERROR: ErrorResponse = {
  status: 500,
  message: "Something went wrong on our side. Please try again.",
};
