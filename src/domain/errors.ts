import type { MessageRef } from "./i18n/translator";

/**
 * Every way a request can fail on purpose, named in the app's words. Code that refuses something throws a
 * DomainError with one of these; the HTTP layer alone decides the status and the sentence the user reads.
 */
export const ERROR_CODES = [
  // The request itself
  "VALIDATION_FAILED",
  "BODY_INVALID_JSON",
  "BODY_EMPTY",
  "BODY_LENGTH_MISMATCH",
  "BODY_TOO_LARGE",
  "BODY_NOT_JSON",
  "BODY_TOO_DEEP",
  "BODY_NOT_OBJECT",
  "INPUT_FORBIDDEN_CHARACTERS",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "REQUEST_UNPROCESSABLE",
  "PATH_NOT_CANONICAL",
  "BAD_URL",
  "CROSS_SITE_REQUEST",
  "RATE_LIMITED",
  "CHAT_RATE_LIMITED",
  "DATABASE_UNAVAILABLE",
  // Accounts
  "NOT_SIGNED_IN",
  "FORBIDDEN",
  "INVALID_CREDENTIALS",
  "EMAIL_TAKEN",
  "RESET_LINK_INVALID",
  "ACCOUNT_LOCKED",
  "PASSWORD_INCORRECT",
  "REAUTHENTICATION_REQUIRED",
  "DELETION_LINK_INVALID",
  // Uploading and reading a receipt
  "QUOTA_EXCEEDED",
  "NOT_AN_IMAGE",
  "IMAGE_EMPTY",
  "IMAGE_NOT_BASE64",
  "IMAGE_TOO_LARGE",
  "IMAGE_FORMAT_UNREADABLE",
  "IMAGE_TOO_MANY_PIXELS",
  "IMAGE_TOO_SMALL",
  "IMAGE_DAMAGED",
  "RECEIPT_UNREADABLE",
  "RECEIPT_WITHOUT_ITEMS",
  "DOCUMENT_NOT_SUPPORTED",
  "DOCUMENT_TOO_LARGE",
  "DOCUMENT_TOO_LONG",
  "DOCUMENT_UNREADABLE",
  "DOCUMENT_WITHOUT_RECEIPT",
  "RECEIPT_MAIL_UNAVAILABLE",
  "EXTRACTION_UNAVAILABLE",
  "EXTRACTION_BUSY",
  "EXTRACTION_TIMEOUT",
  "RECEIPTS_BUSY",
  "UPLOAD_RATE_LIMITED",
  // Reviewing and saving a receipt
  "RECEIPT_NOT_FOUND",
  "RECEIPT_ALREADY_SAVED",
  "RECEIPT_POSSIBLE_DUPLICATE",
  "ITEM_NOT_FOUND",
  "ITEM_INDEX_INVALID",
  "LINE_NOT_A_PRODUCT",
  "LINE_NOT_ELIGIBLE",
  "LINE_UNCONFIRMED",
  "LINE_WITHOUT_COMPARABLE",
  "NO_PROPOSAL",
  "NO_CATEGORY_REFERENCE",
  "PRODUCT_NOT_LISTED",
  "PACKAGE_SIZE_INVALID",
  "PACKAGE_SIZE_OUT_OF_RANGE",
  "COMPARABLE_TOO_HIGH",
  "NOTHING_SELECTED",
  "PURCHASE_DATE_MISSING",
  "PURCHASE_DATE_IN_FUTURE",
  // Plans and payments
  "PREMIUM_REQUIRED",
  "ALREADY_PREMIUM",
  "NO_SUBSCRIPTION_TO_CANCEL",
  "REFUND_NOT_AVAILABLE",
  "PAYMENTS_NOT_CONFIGURED",
  "PAYMENTS_UNAVAILABLE",
  "WEBHOOK_SIGNATURE_INVALID",
  // The tax report
  "LINE_NOT_FOUND",
  "LINE_PRICE_TOO_HIGH",
  // The claim planner
  "OTHER_EXPENSE_NOT_FOUND",
  "OTHER_EXPENSES_FULL",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error answer carries (`{ message, code }`): one of the table's, or UNEXPECTED for a bug or an outage. */
export type ErrorBodyCode = ErrorCode | "UNEXPECTED";

const BODY_CODES: ReadonlySet<string> = new Set<string>([...ERROR_CODES, "UNEXPECTED"]);

export const isErrorBodyCode = (value: unknown): value is ErrorBodyCode => typeof value === "string" && BODY_CODES.has(value);

export interface DomainErrorOptions {
  /**
   * A sentence more precise than the code's own (naming the lines at fault, say); users read it instead. A message of
   * the catalogues (a key, or a key with its arguments) is said in the language of whoever reads it.
   */
  detail?: string | MessageRef;
  /** One message per invalid input field, keyed by its path ("items.0.price"). */
  fields?: Record<string, string>;
  /** For a refusal that passes with time (a full queue, a rate limit): how long to wait before trying again. */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly detail?: string | MessageRef;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, { detail, fields, retryAfterSeconds }: DomainErrorOptions = {}) {
    super(typeof detail === "string" ? detail : (detail?.key ?? code));
    this.name = "DomainError";
    this.code = code;
    this.detail = detail;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
