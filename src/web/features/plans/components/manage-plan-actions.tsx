import type { RefObject } from "react";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import type { SubscriptionView } from "#domain/api/plans";
import { useCancelSubscription, useRefundSubscription } from "../api/use-subscription-mutations";
import { planActions } from "../lib/subscription-state";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { RefundSubscriptionDialog } from "./refund-subscription-dialog";
import { useI18n } from "../../../lib/i18n";


/**
 * My Subscription's plan actions: cancel at the period end, and the refund while the guarantee runs
 * (docs/product-spec.md §4, §8).
 */
export function ManagePlanActions({ subscription, returnFocusTo }: { subscription: SubscriptionView | null; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { t, format } = useI18n();
  const failed = (error: unknown, fallback: string) =>
    toast({ title: t("subscription.errorTitle"), description: messageOf(error, fallback), variant: "destructive" });
  const cancel = useCancelSubscription();
  const refund = useRefundSubscription();
  const { canCancel, refundableUntil } = planActions(subscription);

  const cancelPlan = () =>
    cancel.mutateAsync().then(
      () => toast({ title: t("subscription.cancelledToast"), description: t("subscription.cancelledToastText") }),
      (error: unknown) => failed(error, t("subscription.cancelFailed")),
    );
  const refundPlan = () =>
    refund.mutateAsync().then(
      () => toast({ title: t("subscription.refundedToast"), description: t("subscription.refundedToastText") }),
      (error: unknown) => failed(error, t("subscription.refundFailed")),
    );

  return (
    <>
      {canCancel && <CancelSubscriptionDialog onConfirm={cancelPlan} returnFocusTo={returnFocusTo} />}
      {refundableUntil && (
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <RefundSubscriptionDialog refundableUntil={refundableUntil} onConfirm={refundPlan} returnFocusTo={returnFocusTo} />
          <p className="text-sm text-slate-600">{t("subscription.guaranteeUntil", { date: format.localLongDate(refundableUntil) })}</p>
        </div>
      )}
    </>
  );
}
