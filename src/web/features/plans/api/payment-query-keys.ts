export const paymentsConfigQueryKey = ["/api/payments/config"] as const;
export const paymentSubscriptionQueryKey = ["/api/payments/subscription"] as const;
