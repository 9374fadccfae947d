import { apiRequest } from "../../../lib/api-client";
import type { CreatedSubscription, PaymentSubscription, PaymentsConfig, SubscriptionView } from "./subscription-types";

export const fetchPaymentsConfig = () => apiRequest<PaymentsConfig>("/api/payments/config");

export const fetchPaymentSubscription = () => apiRequest<PaymentSubscription>("/api/payments/subscription");

export const createSubscription = () =>
  apiRequest<CreatedSubscription>("/api/payments/create-subscription", { method: "POST" });

/** Cancels at the period end: Premium lasts until then. */
export const cancelSubscription = () =>
  apiRequest<{ subscription: SubscriptionView }>("/api/payments/cancel-subscription", { method: "POST" });

/** The 30-day money-back guarantee: refunded in full, Premium ends at once. */
export const refundSubscription = () =>
  apiRequest<{ subscription: SubscriptionView }>("/api/payments/refund", { method: "POST" });
