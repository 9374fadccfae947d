import { localeSettingSchema } from "../i18n/locale-schema";
import type { z } from "zod";
import { receiptItemViewSchema, receiptViewSchema } from "../receipts/receipt-view-types";
import { claimDefaultsSchema } from "../tax/claim-defaults-schema";
import { claimDocumentsSchema } from "../tax/claim-documents-schema";
import { receiptMailAddressSchema } from "../receipts/receipt-mail-address";
import { accountDeletedSchema, accountFactsSchema, privacyContactSchema } from "./account";
import { authResultSchema, loggedOutSchema, messageSchema, publicUserSchema, sessionSchema } from "./auth";
import { chatResponseSchema } from "./chat";
import { healthSchema } from "./health";
import {
  changedSubscriptionSchema,
  createdSubscriptionSchema,
  paymentsConfigSchema,
  paymentSubscriptionSchema,
  planStatusSchema,
} from "./plans";
import { claimPlannerDataSchema, otherExpenseDeletedSchema, otherExpenseListSchema, otherExpenseSchema } from "./planner";
import { confirmResultSchema, discardResultSchema, receiptListSchema } from "./receipts";
import {
  claimSummarySchema,
  lineItemDeletedSchema,
  lineItemListSchema,
  lineItemUpdatedSchema,
  overlappingPrintsSchema,
  recordedPrintSchema,
  reportYearsSchema,
  taxSummarySchema,
} from "./tax-report";

/**
 * The API's one contract (decision 019): every JSON endpoint of the app, as `METHOD /route` the way Fastify's route
 * table names it, and the schema of its successful answer. The server's services return these types and the web
 * app's calls check their answers against the same schemas in development and tests; tests/integration/
 * api-contract.test.ts calls the endpoints and parses what they answer, and fails on a route of the table that is
 * neither here nor in NOT_JSON.
 */
export const API_CONTRACT = {
  "GET /api/health": healthSchema,

  "GET /api/user": publicUserSchema,
  "GET /api/session": sessionSchema,
  "POST /api/login": authResultSchema,
  "POST /api/register": authResultSchema,
  "POST /api/logout": loggedOutSchema,
  "POST /api/reset-password/request": messageSchema,
  "POST /api/reset-password": messageSchema,
  "POST /api/magic-link/request": messageSchema,
  "POST /api/verify-email/resend": messageSchema,

  "POST /api/receipts": receiptViewSchema,
  "GET /api/receipts/:id": receiptViewSchema,
  "GET /api/receipts": receiptListSchema,
  "DELETE /api/receipts/:id": discardResultSchema,
  "POST /api/receipts/:id/confirm": confirmResultSchema,
  "PUT /api/receipts/:id/facts": receiptViewSchema,
  "POST /api/receipts/:id/items": receiptViewSchema,
  "DELETE /api/receipt-items/:itemId": receiptViewSchema,
  "PUT /api/receipt-items/:itemId/category": receiptItemViewSchema,
  "PUT /api/receipt-items/:itemId/selection": receiptItemViewSchema,
  "PUT /api/receipts/:receiptId/items/:index/selection": receiptItemViewSchema,
  "PUT /api/receipt-items/:itemId/details": receiptItemViewSchema,
  "PUT /api/receipt-items/:itemId/comparable": receiptItemViewSchema,
  "PUT /api/receipt-items/:itemId/gluten-free-confirmation": receiptItemViewSchema,
  "PUT /api/receipt-items/:itemId/package-size": receiptItemViewSchema,
  "PUT /api/receipt-items/:itemId/regular-price": receiptItemViewSchema,
  "PUT /api/receipts/:receiptId/items/:index/regular-price": receiptItemViewSchema,

  "GET /api/tax-report/years": reportYearsSchema,
  "GET /api/tax-report/summary": taxSummarySchema,
  "GET /api/tax-report/claim-summary": claimSummarySchema,
  "POST /api/tax-report/prints": recordedPrintSchema,
  "GET /api/tax-report/prints": overlappingPrintsSchema,
  "GET /api/tax-report/gf-receipts": lineItemListSchema,
  "PUT /api/tax-report/line-items/:id": lineItemUpdatedSchema,
  "DELETE /api/tax-report/line-items/:id": lineItemDeletedSchema,

  "GET /api/settings/claim-defaults": claimDefaultsSchema,
  "PUT /api/settings/claim-defaults": claimDefaultsSchema,
  "GET /api/settings/receipt-address": receiptMailAddressSchema,
  "POST /api/settings/receipt-address": receiptMailAddressSchema,
  "DELETE /api/settings/receipt-address": receiptMailAddressSchema,
  "GET /api/settings/documents": claimDocumentsSchema,
  "PUT /api/settings/documents": claimDocumentsSchema,
  "PUT /api/settings/locale": localeSettingSchema,

  "GET /api/claim-planner": claimPlannerDataSchema,
  "GET /api/other-expenses": otherExpenseListSchema,
  "POST /api/other-expenses": otherExpenseSchema,
  "PUT /api/other-expenses/:id": otherExpenseSchema,
  "DELETE /api/other-expenses/:id": otherExpenseDeletedSchema,

  "GET /api/subscription-status": planStatusSchema,
  "GET /api/payments/config": paymentsConfigSchema,
  "GET /api/payments/subscription": paymentSubscriptionSchema,
  "POST /api/payments/create-subscription": createdSubscriptionSchema,
  "POST /api/payments/cancel-subscription": changedSubscriptionSchema,
  "POST /api/payments/refund": changedSubscriptionSchema,

  "POST /api/chat/message": chatResponseSchema,

  "GET /api/account": accountFactsSchema,
  "POST /api/account/deletion/request": messageSchema,
  "POST /api/account/deletion/confirm": accountDeletedSchema,
  "GET /api/privacy/contact": privacyContactSchema,
} as const satisfies Record<string, z.ZodType>;

/** An endpoint of the contract, `"METHOD /route"`. */
export type ContractRoute = keyof typeof API_CONTRACT;

/** The routes under /api that are not the app's JSON contract, and why. */
export const NOT_IN_CONTRACT: Record<string, string> = {
  "GET /api/tax-report/download": "a CSV file, not JSON",
  "GET /api/account/export": "a zip file, not JSON",
  "GET /api/auth/*": "better-auth's own endpoints (email links land there): its answers, not ours",
  "POST /api/auth/*": "better-auth's own endpoints: its answers, not ours",
  "POST /api/payments/webhook": "Stripe's caller reads only the status",
};
