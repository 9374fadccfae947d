import type { RefObject } from "react";
import { ConfirmActionDialog } from "./confirm-action-dialog";

// docs/product-spec.md §5: cancelling asks first, in these words.
const CONFIRM_TEXT =
  "Are you sure you want to cancel your subscription? You'll lose access to unlimited receipts at the end of your billing period.";

export function CancelSubscriptionDialog({ onConfirm, returnFocusTo }: { onConfirm: () => Promise<void>; returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <ConfirmActionDialog
      trigger="Cancel Subscription"
      title="Cancel Subscription"
      description={CONFIRM_TEXT}
      dismissLabel="Keep Subscription"
      confirmLabel="Yes, Cancel Subscription"
      onConfirm={onConfirm}
      returnFocusTo={returnFocusTo}
    />
  );
}
