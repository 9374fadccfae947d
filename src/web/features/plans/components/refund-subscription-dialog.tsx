import type { RefObject } from "react";
import { formatLocalLongDate } from "../../../lib/format";
import { ConfirmActionDialog } from "./confirm-action-dialog";

interface RefundSubscriptionDialogProps {
  refundableUntil: string;
  onConfirm: () => Promise<void>;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** docs/product-spec.md §1's 30-day money-back guarantee: unlike a cancel, Premium ends now. */
export function RefundSubscriptionDialog({ refundableUntil, onConfirm, returnFocusTo }: RefundSubscriptionDialogProps) {
  const until = formatLocalLongDate(refundableUntil);
  return (
    <ConfirmActionDialog
      trigger="Cancel and refund"
      title="Cancel and refund"
      description={`Your $12 is refunded in full and Premium ends now, so your plan goes back to Free. The 30-day money-back guarantee runs until ${until}.`}
      dismissLabel="Keep Subscription"
      confirmLabel="Yes, Refund $12"
      onConfirm={onConfirm}
      returnFocusTo={returnFocusTo}
    />
  );
}
