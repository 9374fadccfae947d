import { describe, expect, it } from "vitest";
import type { PaymentSubscription, SubscriptionView } from "#domain/api/plans";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { confirmationState, isAwaitingPayment, periodEndLabel, planActions, statusLabel } from "./subscription-state";

await loadCatalogue("en-CA", ["account"]);
const english = translatorFor("en-CA");

const active: SubscriptionView = {
  status: "active",
  currentPeriodEnd: "2027-11-24T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  refundableUntil: null,
};
const payments = (isSubscribed: boolean, subscription: SubscriptionView | null): PaymentSubscription => ({
  isSubscribed,
  subscription,
  paymentsAvailable: true,
});

describe("statusLabel and periodEndLabel", () => {
  it("names Stripe's statuses and says when a cancelled plan still runs", () => {
    expect(statusLabel(active, english)).toBe("Active");
    expect(statusLabel({ ...active, status: "past_due" }, english)).toBe("Payment overdue");
    expect(statusLabel({ ...active, cancelAtPeriodEnd: true }, english)).toBe("Cancelled, active until the period ends");
    expect(statusLabel({ ...active, status: "paused" }, english)).toBe("paused");
  });
  it("renews unless cancelled", () => {
    expect(periodEndLabel(active, english)).toBe("Renews on");
    expect(periodEndLabel({ ...active, cancelAtPeriodEnd: true }, english)).toBe("Ends on");
  });
});

describe("planActions", () => {
  it("offers cancel until cancelled, and the refund only while the guarantee runs", () => {
    expect(planActions(active)).toEqual({ canCancel: true, refundableUntil: null });
    const fresh = { ...active, refundableUntil: "2027-01-01T00:00:00.000Z" };
    expect(planActions(fresh)).toEqual({ canCancel: true, refundableUntil: "2027-01-01T00:00:00.000Z" });
    expect(planActions({ ...fresh, cancelAtPeriodEnd: true })).toEqual({ canCancel: false, refundableUntil: fresh.refundableUntil });
  });
  it("offers nothing without a subscription", () => {
    expect(planActions(null)).toEqual({ canCancel: false, refundableUntil: null });
  });
});

describe("isAwaitingPayment and confirmationState", () => {
  const pending = payments(false, { ...active, status: "incomplete" });
  it("waits while nothing is known or the first payment is pending", () => {
    expect(isAwaitingPayment(undefined)).toBe(true);
    expect(isAwaitingPayment(payments(false, null))).toBe(true);
    expect(isAwaitingPayment(pending)).toBe(true);
    expect(isAwaitingPayment(payments(true, active))).toBe(false);
    expect(isAwaitingPayment(payments(false, { ...active, status: "incomplete_expired" }))).toBe(false);
  });
  it("is active once paid, confirming while waiting, unconfirmed after waiting too long or on a failed payment", () => {
    expect(confirmationState(payments(true, active), true)).toBe("active");
    expect(confirmationState(pending, false)).toBe("confirming");
    expect(confirmationState(pending, true)).toBe("unconfirmed");
    expect(confirmationState(payments(false, { ...active, status: "incomplete_expired" }), false)).toBe("unconfirmed");
  });
});
