import { z } from "zod";
import { centsField } from "./money-fields";

/** Stripe's subscription statuses; one Stripe adds later reads as "incomplete" on the server. */
export const SUBSCRIPTION_STATUSES = ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "unpaid", "canceled", "paused"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A subscription as both status endpoints report it; dates are ISO strings. */
export const subscriptionViewSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES).describe('Stripe\'s status: "active", "incomplete" while the first payment is pending…'),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean().describe("Cancelled by the user: Premium lasts until currentPeriodEnd and the plan does not renew"),
  refundableUntil: z
    .string()
    .nullable()
    .describe('Until when "Cancel and refund" (the 30-day money-back guarantee) is offered; null once it is not'),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/**
 * GET /api/subscription-status (docs/product-spec.md §7's isPremium and subscription), plus what the screens show
 * around it: the month's receipts against the plan's limit and whether Premium is on sale on this server.
 */
export const planStatusSchema = z.object({
  isPremium: z.boolean(),
  subscription: subscriptionViewSchema.nullable(),
  plan: z.enum(["free", "premium"]),
  receiptsThisMonth: z.number().int(),
  receiptsPerMonth: z.number().int().nullable().describe("The plan's monthly receipts; null: no limit"),
  limitResetsOn: z.string().describe('The first day of next month (Toronto\'s calendar), "2026-12-01": when the count starts again'),
  paymentsAvailable: z.boolean().describe("False on a server that sells no Premium: its Premium features are open to everyone"),
});
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** GET /api/payments/subscription. */
export const paymentSubscriptionSchema = z.object({
  isSubscribed: z.boolean(),
  subscription: subscriptionViewSchema.nullable(),
  paymentsAvailable: z.boolean(),
});
export type PaymentSubscription = z.infer<typeof paymentSubscriptionSchema>;

/** GET /api/payments/config, public: a null key means this server sells no Premium. */
export const paymentsConfigSchema = z.object({
  publishableKey: z.string().nullable(),
  freeReceiptsPerMonth: z
    .number()
    .int()
    .nullable()
    .describe("The receipts a month of an account without Premium; null: no limit. The signed-out pricing shows it"),
  price: z.object({
    amountCents: centsField("Premium's price for one interval"),
    currency: z.string(),
    interval: z.string(),
  }),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** POST /api/payments/create-subscription: the secret the payment form confirms. */
export const createdSubscriptionSchema = z.object({ clientSecret: z.string(), subscriptionId: z.string() });
export type CreatedSubscription = z.infer<typeof createdSubscriptionSchema>;

/** POST /api/payments/cancel-subscription and /api/payments/refund: the subscription as it now stands. */
export const changedSubscriptionSchema = z.object({ subscription: subscriptionViewSchema });
