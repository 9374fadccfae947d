import type { RefObject } from "react";
import type { SubscriptionView } from "#domain/api/plans";
import { useCancelSubscription } from "../api/use-subscription-mutations";
import { planActions } from "../lib/subscription-state";
import { ActivePlanCard } from "./active-plan-card";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";

interface CancelAndReloadProps {
  subscription: SubscriptionView | null;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The older page's Premium plan: its card, with the cancel while there is still something to cancel. */
export function ActivePlanWithCancel({ subscription, returnFocusTo }: CancelAndReloadProps) {
  return (
    <ActivePlanCard
      subscription={subscription}
      actions={planActions(subscription).canCancel && <CancelAndReload returnFocusTo={returnFocusTo} />}
    />
  );
}

/** The older page's cancel: docs/product-spec.md §4 reloads the page after it and §8 only logs a failure. */
function CancelAndReload({ returnFocusTo }: Pick<CancelAndReloadProps, "returnFocusTo">) {
  const cancel = useCancelSubscription();
  const cancelPlan = () =>
    cancel.mutateAsync().then(
      () => window.location.reload(),
      (error: unknown) => console.error("Failed to cancel subscription", error),
    );
  return <CancelSubscriptionDialog onConfirm={cancelPlan} returnFocusTo={returnFocusTo} />;
}
