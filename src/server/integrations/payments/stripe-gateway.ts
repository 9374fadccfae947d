import Stripe from "stripe";
import { PREMIUM_PRICE_CENTS } from "#domain/plans/premium-price";
import { DomainError } from "#domain/errors";
import { knownSubscriptionStatus, type PaymentGateway, type SubscriptionSnapshot, type WebhookEvent } from "./payment-gateway";

/** Premium's one yearly price (src/domain/plans/premium-price.ts), found by this key, or created with it the first time. */
export const PREMIUM_PRICE_LOOKUP_KEY = "celiacclaim_premium_yearly";
export const PREMIUM_PRICE = { currency: "cad", unitAmountCents: PREMIUM_PRICE_CENTS, interval: "year" } as const;

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a loopback fake; unset, the SDK talks to api.stripe.com. */
  apiBaseUrl?: string;
  log: { error(obj: object, msg: string): void };
}

const unixToDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

function toSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  // In this API version the billing period belongs to each subscription item; Premium has exactly one.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    userId: subscription.metadata?.userId ?? null,
    status: knownSubscriptionStatus(subscription.status),
    currentPeriodEnd: unixToDate(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    latestInvoiceId: invoice?.id ?? (typeof subscription.latest_invoice === "string" ? subscription.latest_invoice : null),
    latestInvoicePaidAt: unixToDate(invoice?.status_transitions?.paid_at),
    clientSecret: invoice?.status === "open" ? (invoice.confirmation_secret?.client_secret ?? null) : null,
  };
}

/** The subscription an event is about: a subscription event's own object, an invoice's parent subscription. */
function subscriptionOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; parent?: Stripe.Invoice.Parent | null };
  if (object.object === "subscription") return object.id ?? null;
  if (object.object === "invoice") {
    const subscription = object.parent?.subscription_details?.subscription;
    return typeof subscription === "string" ? subscription : (subscription?.id ?? null);
  }
  return null;
}

/** Premium payments through the Stripe SDK; any failure of Stripe itself becomes PAYMENTS_UNAVAILABLE (503). */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base ? { host: base.hostname, port: Number(base.port), protocol: base.protocol.replace(":", "") as "http" | "https" } : {}),
  });

  const call = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      options.log.error({ err: error, stripe: what }, "Stripe request failed");
      throw new DomainError("PAYMENTS_UNAVAILABLE");
    }
  };

  let price: Promise<string> | null = null;
  // Found once per process; a failure is not remembered, so the next request tries again.
  const premiumPrice = () => {
    price ??= (async () => {
      const found = await stripe.prices.list({ lookup_keys: [PREMIUM_PRICE_LOOKUP_KEY], active: true, limit: 1 });
      if (found.data[0]) return found.data[0].id;
      const product = await stripe.products.create({ name: "CeliacClaim Premium" });
      const created = await stripe.prices.create({
        product: product.id,
        currency: PREMIUM_PRICE.currency,
        unit_amount: PREMIUM_PRICE.unitAmountCents,
        recurring: { interval: PREMIUM_PRICE.interval },
        lookup_key: PREMIUM_PRICE_LOOKUP_KEY,
      });
      return created.id;
    })().catch((error: unknown) => {
      price = null;
      throw error;
    });
    return price;
  };

  const expand = ["latest_invoice.confirmation_secret"];
  return {
    publishableKey: options.publishableKey,
    preparePrice: () => call("prices.list", async () => void (await premiumPrice())),
    createCustomer: ({ userId, email }) =>
      call("customers.create", async () => {
        // Keyed by user, so a retried or concurrent first upgrade still makes one customer.
        const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` });
        return customer.id;
      }),
    createSubscription: ({ customerId, userId }) =>
      call("subscriptions.create", async () =>
        toSnapshot(
          await stripe.subscriptions.create({
            customer: customerId,
            items: [{ price: await premiumPrice() }],
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription" },
            metadata: { userId },
            expand,
          }),
        ),
      ),
    retrieveSubscription: (id) => call("subscriptions.retrieve", async () => toSnapshot(await stripe.subscriptions.retrieve(id, { expand }))),
    cancelAtPeriodEnd: (id) =>
      call("subscriptions.update", async () => toSnapshot(await stripe.subscriptions.update(id, { cancel_at_period_end: true, expand }))),
    cancelNow: (id) => call("subscriptions.cancel", async () => toSnapshot(await stripe.subscriptions.cancel(id, { expand }))),
    deleteCustomer: (id) =>
      call("customers.del", async () => {
        try {
          await stripe.customers.del(id);
        } catch (error) {
          // Already gone (an earlier attempt got through before its answer was lost): what was asked is done.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing")) throw error;
        }
      }),
    refundInvoice: (invoiceId) =>
      call("refunds.create", async () => {
        const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid" });
        for (const { payment } of payments.data) {
          const intent = typeof payment.payment_intent === "string" ? payment.payment_intent : payment.payment_intent?.id;
          if (intent) await stripe.refunds.create({ payment_intent: intent }, { idempotencyKey: `refund-${intent}` });
        }
      }),
    verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new DomainError("WEBHOOK_SIGNATURE_INVALID");
      }
      return { id: event.id, type: event.type, subscriptionId: subscriptionOf(event) } satisfies WebhookEvent;
    },
  };
}
