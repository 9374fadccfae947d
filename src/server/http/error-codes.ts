import type { ErrorCode } from "#domain/errors";
import type { Locale } from "#domain/i18n/locales";
import { translatorFor } from "#domain/i18n/translators";

export interface ErrorResponse {
  status: number;
}

/**
 * The one place an error code becomes an HTTP status; its sentence, per locale, is the catalogues' `error.<CODE>`
 * (the product spec's wording where it has one). A code missing here or there does not compile.
 */
export const ERROR_RESPONSES: Record<ErrorCode, ErrorResponse> = {
  VALIDATION_FAILED: { status: 400 },
  BODY_INVALID_JSON: { status: 400 },
  BODY_EMPTY: { status: 400 },
  BODY_LENGTH_MISMATCH: { status: 400 },
  BODY_TOO_LARGE: { status: 413 },
  BODY_NOT_JSON: { status: 415 },
  BODY_TOO_DEEP: { status: 400 },
  BODY_NOT_OBJECT: { status: 400 },
  INPUT_FORBIDDEN_CHARACTERS: { status: 400 },
  NOT_FOUND: { status: 404 },
  METHOD_NOT_ALLOWED: { status: 405 },
  CONFLICT: { status: 409 },
  REQUEST_UNPROCESSABLE: { status: 422 },
  PATH_NOT_CANONICAL: { status: 400 },
  BAD_URL: { status: 400 },
  RATE_LIMITED: { status: 429 },
  CHAT_RATE_LIMITED: { status: 429 },
  DATABASE_UNAVAILABLE: { status: 503 },

  NOT_SIGNED_IN: { status: 401 },
  CROSS_SITE_REQUEST: { status: 403 },
  FORBIDDEN: { status: 403 },
  INVALID_CREDENTIALS: { status: 401 },
  EMAIL_TAKEN: { status: 409 },
  RESET_LINK_INVALID: { status: 400 },
  ACCOUNT_LOCKED: { status: 429 },
  PASSWORD_INCORRECT: { status: 403 },
  REAUTHENTICATION_REQUIRED: { status: 403 },
  DELETION_LINK_INVALID: { status: 400 },

  // 402 is what the upload page reads as "offer the upgrade".
  QUOTA_EXCEEDED: { status: 402 },
  NOT_AN_IMAGE: { status: 415 },
  IMAGE_EMPTY: { status: 400 },
  IMAGE_NOT_BASE64: { status: 400 },
  IMAGE_TOO_LARGE: { status: 413 },
  IMAGE_FORMAT_UNREADABLE: { status: 415 },
  IMAGE_TOO_MANY_PIXELS: { status: 413 },
  IMAGE_TOO_SMALL: { status: 422 },
  IMAGE_DAMAGED: { status: 422 },
  RECEIPT_UNREADABLE: { status: 422 },
  RECEIPT_WITHOUT_ITEMS: { status: 422 },
  DOCUMENT_NOT_SUPPORTED: { status: 415 },
  DOCUMENT_TOO_LARGE: { status: 413 },
  DOCUMENT_TOO_LONG: { status: 422 },
  DOCUMENT_UNREADABLE: { status: 422 },
  DOCUMENT_WITHOUT_RECEIPT: { status: 422 },
  RECEIPT_MAIL_UNAVAILABLE: { status: 409 },
  // The reading service failed, not the user: 5xx, so the client knows a retry may work.
  EXTRACTION_UNAVAILABLE: { status: 502 },
  EXTRACTION_BUSY: { status: 503 },
  RECEIPTS_BUSY: { status: 503 },
  UPLOAD_RATE_LIMITED: { status: 429 },
  EXTRACTION_TIMEOUT: { status: 504 },

  RECEIPT_NOT_FOUND: { status: 404 },
  RECEIPT_ALREADY_SAVED: { status: 409 },
  RECEIPT_POSSIBLE_DUPLICATE: { status: 409 },
  ITEM_NOT_FOUND: { status: 404 },
  // docs/product-spec.md §8: the review page recognises this code (an index out of range, or one that finds no line)
  // and keeps the change locally.
  ITEM_INDEX_INVALID: { status: 404 },
  LINE_NOT_A_PRODUCT: { status: 400 },
  LINE_NOT_ELIGIBLE: { status: 400 },
  LINE_UNCONFIRMED: { status: 400 },
  LINE_WITHOUT_COMPARABLE: { status: 400 },
  NO_PROPOSAL: { status: 400 },
  NO_CATEGORY_REFERENCE: { status: 400 },
  PRODUCT_NOT_LISTED: { status: 400 },
  PACKAGE_SIZE_INVALID: { status: 400 },
  PACKAGE_SIZE_OUT_OF_RANGE: { status: 400 },
  COMPARABLE_TOO_HIGH: { status: 400 },
  NOTHING_SELECTED: { status: 400 },
  PURCHASE_DATE_MISSING: { status: 400 },
  PURCHASE_DATE_IN_FUTURE: { status: 400 },

  LINE_NOT_FOUND: { status: 404 },
  OTHER_EXPENSE_NOT_FOUND: { status: 404 },
  OTHER_EXPENSES_FULL: { status: 409 },
  PREMIUM_REQUIRED: { status: 402 },
  ALREADY_PREMIUM: { status: 409 },
  NO_SUBSCRIPTION_TO_CANCEL: { status: 400 },
  REFUND_NOT_AVAILABLE: { status: 400 },
  // Not an outage: this server sells nothing, so the offer, like the route, is simply not here.
  PAYMENTS_NOT_CONFIGURED: { status: 404 },
  PAYMENTS_UNAVAILABLE: { status: 503 },
  WEBHOOK_SIGNATURE_INVALID: { status: 400 },
  LINE_PRICE_TOO_HIGH: { status: 400 },
};

/** What the user reads for a code when the error carries no more precise detail. */
export const errorMessage = (code: ErrorCode, locale: Locale): string => translatorFor(locale).t(`error.${code}`);

/** Anything no code names: a bug or an outage, whose own message may hold internals and never leaves the server. */
export const UNEXPECTED_ERROR = { status: 500, message: (locale: Locale) => translatorFor(locale).t("error.UNEXPECTED") };
