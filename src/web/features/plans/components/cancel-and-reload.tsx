import type { RefObject } from "react";
import { useCancelSubscription } from "../api/use-subscription-mutations";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

/** The older page's cancel: docs/product-spec.md §4 reloads the page after it and §8 only logs a failure. */
export function CancelAndReload({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const cancel = useCancelSubscription();
  const cancelPlan = () =>
    cancel.mutateAsync().then(
      () => window.location.reload(),
      (error: unknown) => console.error("Failed to cancel subscription", error),
    );
  return <CancelSubscriptionDialog onConfirm={cancelPlan} returnFocusTo={returnFocusTo} />;
}
