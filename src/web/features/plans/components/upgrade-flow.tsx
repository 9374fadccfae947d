import type { ReactNode } from "react";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { usePaymentsConfig } from "../api/use-payments-config";
import { useCreateSubscription } from "../api/use-subscription-mutations";
import { PREMIUM_PLAN_NAME } from "../lib/plan-features";
import { CheckoutCard } from "./checkout-card";
import { PlanComparison } from "./plan-comparison";
import { UpgradeAction } from "./upgrade-action";
import { useI18n } from "../../../lib/i18n";

interface UpgradeFlowProps {
  /** Path Stripe returns to after the payment, on this site. */
  returnPath: string;
  toastPaymentErrors?: boolean;
  freeDetails?: ReactNode;
}

/**
 * docs/product-spec.md §4 "Subscription": the plans, then upgrade creates the subscription and the payment form
 * takes its payment. Shown only where Premium is sold (decision 025).
 */
export function UpgradeFlow({ returnPath, toastPaymentErrors = false, freeDetails }: UpgradeFlowProps) {
  const { t } = useI18n();
  const config = usePaymentsConfig();
  const create = useCreateSubscription();
  const publishableKey = config.data?.publishableKey ?? null;
  // Null while the config loads: the button waits rather than offering what the server may not sell.
  const sellable = config.data ? publishableKey !== null : null;

  if (create.data && publishableKey) {
    return (
      <CheckoutCard
        planName={PREMIUM_PLAN_NAME}
        publishableKey={publishableKey}
        clientSecret={create.data.clientSecret}
        returnUrl={`${window.location.origin}${returnPath}`}
        toastErrors={toastPaymentErrors}
      />
    );
  }

  const upgrade = () =>
    create.mutate(undefined, {
      onError: (error) => toast({ title: t("subscription.errorTitle"), description: messageOf(error, t("subscription.createFailed")), variant: "destructive" }),
    });

  return (
    <PlanComparison
      freeDetails={freeDetails}
      upgrade={
        <UpgradeAction
          label={t("subscription.upgrade")}
          sellable={sellable}
          configFailed={config.isError}
          onRetryConfig={() => void config.refetch()}
          creating={create.isPending}
          onUpgrade={upgrade}
        />
      }
    />
  );
}
