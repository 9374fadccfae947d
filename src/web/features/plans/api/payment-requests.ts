import { apiRequest } from "../../../lib/api-client";

export const fetchPaymentsConfig = () => apiRequest("/api/payments/config", { contract: "GET /api/payments/config" });

export const fetchPaymentSubscription = () => apiRequest("/api/payments/subscription", { contract: "GET /api/payments/subscription" });

export const createSubscription = () =>
  apiRequest("/api/payments/create-subscription", { contract: "POST /api/payments/create-subscription" });

/** Cancels at the period end: Premium lasts until then. */
export const cancelSubscription = () =>
  apiRequest("/api/payments/cancel-subscription", { contract: "POST /api/payments/cancel-subscription" });

/** The 30-day money-back guarantee: refunded in full, Premium ends at once. */
export const refundSubscription = () => apiRequest("/api/payments/refund", { contract: "POST /api/payments/refund" });
