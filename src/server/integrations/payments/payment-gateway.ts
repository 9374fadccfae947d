import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "#domain/api/plans";

/** A Stripe subscription as the app needs it: read from Stripe, never from the browser. */

/**
 * Stripe's status as the app knows it. A status Stripe adds later is read as "incomplete": it grants nothing until the
 * app is taught what it means.
 */
export function knownSubscriptionStatus(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "incomplete";
}

export interface SubscriptionSnapshot {
  id: string;
  customerId: string;
  /** The app's user, from the metadata the app wrote when it created the subscription. */
  userId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  latestInvoiceId: string | null;
  /** When the latest invoice was paid, if it was. */
  latestInvoicePaidAt: Date | null;
  /** What the browser's Payment Element confirms, while the first invoice is unpaid. */
  clientSecret: string | null;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The subscription the event is about, if any: the handler reads its current state from Stripe. */
  subscriptionId: string | null;
}

/** The payments provider, as the services use it; `stripe-gateway.ts` implements it with the Stripe SDK. */
export interface PaymentGateway {
  readonly publishableKey: string;
  /** Finds (or creates) Premium's price now, so the first upgrade does not wait for it. */
  preparePrice(): Promise<void>;
  createCustomer(input: { userId: string; email: string }): Promise<string>;
  createSubscription(input: { customerId: string; userId: string }): Promise<SubscriptionSnapshot>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot>;
  cancelAtPeriodEnd(id: string): Promise<SubscriptionSnapshot>;
  cancelNow(id: string): Promise<SubscriptionSnapshot>;
  /** Removes the customer and what Stripe keeps under it (cards, open subscriptions); one already gone is done. */
  deleteCustomer(id: string): Promise<void>;
  /** Refunds what was paid on the invoice, in full. */
  refundInvoice(invoiceId: string): Promise<void>;
  /** Checks the signature on the raw body; throws WEBHOOK_SIGNATURE_INVALID otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): WebhookEvent;
}
