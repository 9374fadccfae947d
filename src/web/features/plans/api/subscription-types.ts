/** A subscription as both status endpoints report it; dates are ISO strings. */
export interface SubscriptionView {
  /** Stripe's status: "active", "incomplete" while the first payment is pending, "canceled"… */
  status: string;
  currentPeriodEnd: string | null;
  /** Cancelled by the user: Premium lasts until currentPeriodEnd and the plan does not renew. */
  cancelAtPeriodEnd: boolean;
  /** Until when the 30-day money-back guarantee can be claimed; null once it cannot. */
  refundableUntil: string | null;
}

/** GET /api/payments/subscription. */
export interface PaymentSubscription {
  isSubscribed: boolean;
  subscription: SubscriptionView | null;
  paymentsAvailable: boolean;
}

/** GET /api/payments/config: a null key means this server sells no Premium. */
export interface PaymentsConfig {
  publishableKey: string | null;
  price: { amountCents: number; currency: string; interval: string };
}

/** POST /api/payments/create-subscription: the secret the payment form confirms. */
export interface CreatedSubscription {
  clientSecret: string;
  subscriptionId: string;
}
