import type { ColumnType, Generated } from "kysely";
import type { ComparableKind } from "#domain/claims/comparable-price";
import type { Eligibility } from "#domain/gluten-free/food-eligibility";
import type { SizeUnit } from "#domain/matching/types";
import type { ReceiptEngine } from "#domain/receipts/receipt-view-types";
import type { ParsedLineKind } from "#domain/receipt-reading/types";
import type { Claimant } from "#domain/tax/claimant";
import type { ProvinceCode } from "#domain/tax/provinces";
import type { RegularSource } from "#domain/tax/comparable-source";
import type { SubscriptionStatus } from "#domain/api/plans";

// A column with a closed set of values is typed as that set, so nothing reading it narrows a string by hand. The
// values are only ever written through these types.

// better-auth owns these four tables' contents; we own their DDL (migration 001) so one migrator runs everything.
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  /** The language chosen, `en-CA` or `fr-CA`; null until chosen (migration 015). */
  locale: string | null;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
}

/** Pending links: better-auth's (password resets, sign-in links) and ours (account deletion, services/account). */
export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: ColumnType<Date | string, Date | string, Date | string>;
  createdAt: ColumnType<Date | string, Date | string, Date | string>;
  updatedAt: ColumnType<Date | string, Date | string, Date | string>;
}

export interface ProductTable {
  id: string;
  name: string;
  brand: string | null;
  category: string;
  size_value: number | null;
  size_unit: SizeUnit | null;
  price_cents: number;
  unit_price_cents_per_100: number | null;
  source: string;
  observed_on: string;
  vendor: string | null;
  created_at: Generated<string>;
}

export interface ReceiptTable {
  id: string;
  user_id: string;
  store: string | null;
  address: string | null;
  purchase_date: string | null;
  subtotal_cents: number | null;
  total_cents: number | null;
  taxes_json: Generated<string>;
  balanced: number | null;
  warnings_json: Generated<string>;
  engine: ReceiptEngine;
  image_sha256: string;
  /** The order or invoice number an online order prints (migration 016); null on a till receipt. */
  order_number: string | null;
  /** Read and waiting for review, or saved as claim lines. */
  status: Generated<"processed" | "confirmed">;
  created_at: string;
  confirmed_at: string | null;
}

/** One of a user's monthly Free-plan receipts: reserved while its photo is read, then the stored receipt. */
export interface ReceiptQuotaSlotTable {
  user_id: string;
  /** "2026-11": the user's calendar month (America/Toronto). */
  month: string;
  slot: number;
  reservation_id: string;
  receipt_id: string | null;
  reserved_at: string;
}

/** A user's forwarding address for e-mailed receipts, `receipts+<secret>@<domain>` (migration 016). */
export interface ReceiptMailAddressTable {
  secret: string;
  user_id: string;
  created_at: string;
  /** Set when the user revoked it: mail to it is refused like mail to an unknown address. */
  revoked_at: string | null;
}

export interface StripeCustomerTable {
  user_id: string;
  customer_id: string;
  created_at: string;
}

/** The app's copy of one Stripe subscription, as Stripe last said it was. */
export interface SubscriptionTable {
  id: string;
  user_id: string;
  customer_id: string;
  status: SubscriptionStatus;
  current_period_end: string | null;
  cancel_at_period_end: number;
  latest_invoice_id: string | null;
  /** When the first invoice was paid: the 30-day money-back guarantee runs from here. */
  first_paid_at: string | null;
  refunded_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One counter of a limit shared by several app instances (migration 017); `key` is a SHA-256 of what is counted. */
export interface LimitCounterTable {
  key: string;
  count: number;
  /** Epoch milliseconds; PostgreSQL's bigint reaches the app as a string. */
  reset_at: ColumnType<string | number, number, number>;
}

/** A receipt worker process and the reads it runs at once (migration 018); gone from view once it stops beating. */
export interface ReceiptWorkerTable {
  id: string;
  concurrency: number;
  /** Epoch milliseconds of its last beat; PostgreSQL's bigint reaches the app as a string. */
  seen_at: ColumnType<string | number, number, number>;
}

export interface StripeEventTable {
  id: string;
  type: string;
  processed_at: string;
}

export interface ReceiptItemTable {
  id: string;
  receipt_id: string;
  position: number;
  name: string;
  price_cents: number;
  quantity: Generated<number>;
  kind: Generated<ParsedLineKind>;
  category: Generated<string | null>;
  is_gluten_free: Generated<number>;
  is_substitute: Generated<number>;
  is_selected: Generated<number>;
  matched_product_id: Generated<string | null>;
  match_score: Generated<number | null>;
  matched_regular_price_cents: Generated<number | null>;
  custom_regular_price_cents: Generated<number | null>;
  photo_box_json: Generated<string | null>;
  discount_cents: Generated<number>;
  eligibility: Generated<Eligibility>;
  /** 1 when the user confirmed an "unknown" line is a GF product bought for the person with celiac disease. */
  gf_confirmed: Generated<number>;
  /** The comparison the server proposes (domain/claims/propose-comparison.ts), JSON. */
  comparison_json: Generated<string | null>;
  /** What the user chose instead: "product" (a listed catalog product), "category", or "custom"; null keeps the proposal. */
  regular_choice: Generated<ComparableKind | null>;
  /** The chosen comparable (ComparablePrice JSON) when regular_choice is set. */
  regular_choice_json: Generated<string | null>;
}

export interface LineItemTable {
  id: string;
  user_id: string;
  receipt_id: string | null;
  receipt_item_id: string | null;
  purchase_date: string;
  store: string | null;
  product_name: string;
  gf_price_cents: number;
  regular_price_cents: number;
  difference_cents: number;
  quantity: Generated<number>;
  category: string;
  regular_product_id: Generated<string | null>;
  regular_product_name: Generated<string | null>;
  claimant: Generated<Claimant>;
  share_pct: Generated<number>;
  /** "unrecorded" for lines saved before sources were kept. */
  regular_source: Generated<RegularSource>;
  /** How the comparable price was found, in words, as shown in the CSV and the printed summary. */
  regular_source_detail: Generated<string | null>;
  /** The source sentence as a record (domain/i18n/said.ts, JSON, migration 019); null on lines saved before it. */
  regular_source_words: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ClaimDefaultsTable {
  user_id: string;
  claimant: Generated<Claimant>;
  share_pct: Generated<number>;
  /** Net income (line 23600) in cents; null until the user gives it. PostgreSQL's bigint may come back as a string. */
  net_income_cents: number | string | null;
  /** The province or territory of residence on December 31; null until the user says. */
  province: ProvinceCode | null;
  updated_at: string;
}

export interface OtherMedicalExpenseTable {
  id: string;
  user_id: string;
  expense_date: string;
  description: string;
  amount_cents: number;
  claimant: Claimant;
  created_at: string;
}

export interface ClaimDocumentsTable {
  user_id: string;
  practitioner_letter_date: string | null;
  claimant_name: string | null;
  updated_at: string;
}

export interface ClaimPrintTable {
  id: string;
  user_id: string;
  claimant: Claimant | null;
  period_start: string;
  period_end: string;
  printed_at: string;
}

export interface ChatQuestionTable {
  id: string;
  email: string;
  question: string;
  user_id: string | null;
  status: Generated<string>;
  created_at: string;
}

export interface DB {
  user: UserTable;
  account: AccountTable;
  verification: VerificationTable;
  products: ProductTable;
  receipts: ReceiptTable;
  receipt_items: ReceiptItemTable;
  receipt_quota_slots: ReceiptQuotaSlotTable;
  stripe_customers: StripeCustomerTable;
  subscriptions: SubscriptionTable;
  stripe_events: StripeEventTable;
  line_items: LineItemTable;
  chat_questions: ChatQuestionTable;
  claim_defaults: ClaimDefaultsTable;
  claim_prints: ClaimPrintTable;
  claim_documents: ClaimDocumentsTable;
  other_medical_expenses: OtherMedicalExpenseTable;
  receipt_mail_addresses: ReceiptMailAddressTable;
  limit_counters: LimitCounterTable;
  receipt_workers: ReceiptWorkerTable;
}
