import type { RefObject } from "react";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { useI18n } from "../../../lib/i18n";

interface RefundSubscriptionDialogProps {
  refundableUntil: string;
  onConfirm: () => Promise<void>;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** docs/product-spec.md §1's 30-day money-back guarantee: unlike a cancel, Premium ends now. */
export function RefundSubscriptionDialog({ refundableUntil, onConfirm, returnFocusTo }: RefundSubscriptionDialogProps) {
  const { t, format } = useI18n();
  return (
    <ConfirmActionDialog
      trigger={t("subscription.refund")}
      title={t("subscription.refund")}
      description={t("subscription.refundConfirm", { date: format.localLongDate(refundableUntil) })}
      dismissLabel={t("subscription.keep")}
      confirmLabel={t("subscription.refundYes")}
      onConfirm={onConfirm}
      returnFocusTo={returnFocusTo}
    />
  );
}
