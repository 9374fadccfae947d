import type { RefObject } from "react";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { formatLocalLongDate } from "../../../lib/format";
import type { SubscriptionView } from "#domain/api/plans";
import { useCancelSubscription, useRefundSubscription } from "../api/use-subscription-mutations";
import { planActions } from "../lib/subscription-state";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { RefundSubscriptionDialog } from "./refund-subscription-dialog";

const failed = (error: unknown, fallback: string) =>
  toast({ title: "Error", description: messageOf(error, fallback), variant: "destructive" });

/**
 * My Subscription's plan actions: cancel at the period end, and the refund while the guarantee runs
 * (docs/product-spec.md §4, §8).
 */
export function ManagePlanActions({ subscription, returnFocusTo }: { subscription: SubscriptionView | null; returnFocusTo: RefObject<HTMLElement | null> }) {
  const cancel = useCancelSubscription();
  const refund = useRefundSubscription();
  const { canCancel, refundableUntil } = planActions(subscription);

  const cancelPlan = () =>
    cancel.mutateAsync().then(
      () => toast({ title: "Subscription Cancelled", description: "Your subscription has been cancelled successfully." }),
      (error: unknown) => failed(error, "Failed to cancel subscription"),
    );
  const refundPlan = () =>
    refund.mutateAsync().then(
      () => toast({ title: "Refund Issued", description: "Your $12 is being refunded in full, and your plan is back to Free." }),
      (error: unknown) => failed(error, "Failed to refund subscription"),
    );

  return (
    <>
      {canCancel && <CancelSubscriptionDialog onConfirm={cancelPlan} returnFocusTo={returnFocusTo} />}
      {refundableUntil && (
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <RefundSubscriptionDialog refundableUntil={refundableUntil} onConfirm={refundPlan} returnFocusTo={returnFocusTo} />
          <p className="text-sm text-slate-600">Money-back guarantee until {formatLocalLongDate(refundableUntil)}.</p>
        </div>
      )}
    </>
  );
}
