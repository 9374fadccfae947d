import type { RefObject } from "react";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { useI18n } from "../../../lib/i18n";

// docs/product-spec.md §5: cancelling asks first, in the words of "subscription.cancelConfirm".

export function CancelSubscriptionDialog({ onConfirm, returnFocusTo }: { onConfirm: () => Promise<void>; returnFocusTo: RefObject<HTMLElement | null> }) {
  const { t } = useI18n();
  return (
    <ConfirmActionDialog
      trigger={t("subscription.cancel")}
      title={t("subscription.cancel")}
      description={t("subscription.cancelConfirm")}
      dismissLabel={t("subscription.keep")}
      confirmLabel={t("subscription.cancelYes")}
      onConfirm={onConfirm}
      returnFocusTo={returnFocusTo}
    />
  );
}
