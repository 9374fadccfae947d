import type { MessageKey, Translator } from "#domain/i18n/translator";
import type { PaymentSubscription, SubscriptionView } from "#domain/api/plans";

const STATUS_LABELS: Record<string, MessageKey> = {
  active: "subscription.status.active",
  trialing: "subscription.status.trialing",
  past_due: "subscription.status.pastDue",
  incomplete: "subscription.status.incomplete",
  incomplete_expired: "subscription.status.incompleteExpired",
  canceled: "subscription.status.canceled",
  unpaid: "subscription.status.unpaid",
};

/** Stripe's status words, as a subscriber would say them; a cancelled plan still running says so. */
export function statusLabel(subscription: SubscriptionView, { t }: Pick<Translator, "t">): string {
  if (subscription.cancelAtPeriodEnd && subscription.status === "active") return t("subscription.status.cancelledActive");
  const key = STATUS_LABELS[subscription.status];
  return key ? t(key) : subscription.status;
}

/** A cancelled plan ends on its period end; any other renews then. */
export const periodEndLabel = (subscription: SubscriptionView, { t }: Pick<Translator, "t">) =>
  t(subscription.cancelAtPeriodEnd ? "subscription.endsOn" : "subscription.renewsOn");

export interface PlanActions {
  /** Nothing to cancel once cancelled: the plan already ends with its period. */
  canCancel: boolean;
  /** Until when the money-back guarantee runs, when it still does. */
  refundableUntil: string | null;
}

export function planActions(subscription: SubscriptionView | null): PlanActions {
  return {
    canCancel: subscription !== null && !subscription.cancelAtPeriodEnd,
    refundableUntil: subscription?.refundableUntil ?? null,
  };
}

/**
 * Back from the payment form, Stripe may not have settled the payment yet. Nothing known yet, no subscription yet
 * or one still "incomplete" all mean wait.
 */
export function isAwaitingPayment(data: PaymentSubscription | undefined): boolean {
  if (!data) return true;
  if (data.isSubscribed) return false;
  return data.subscription === null || data.subscription.status === "incomplete";
}

export type ConfirmationState = "active" | "confirming" | "unconfirmed";

/** What the success card says: paid, still waiting for Stripe, or given up waiting. */
export function confirmationState(data: PaymentSubscription | undefined, waitedTooLong: boolean): ConfirmationState {
  if (data?.isSubscribed) return "active";
  return isAwaitingPayment(data) && !waitedTooLong ? "confirming" : "unconfirmed";
}
