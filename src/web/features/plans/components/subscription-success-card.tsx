import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useTimeoutElapsed } from "../../../lib/use-timeout-elapsed";
import { usePaymentSubscription } from "../api/use-payment-subscription";
import { planStatusQueryKey } from "../api/use-plan-status";
import { confirmationState } from "../lib/subscription-state";
import { useI18n } from "../../../lib/i18n";

// Stripe usually settles a card payment within seconds; past this the page stops asking and says so.
const CONFIRM_WAIT_MS = 30_000;

/**
 * docs/product-spec.md §2: where the payment form returns. It waits, asking the server, until Stripe has confirmed
 * the payment. Stripe names a payment that failed after a redirect (a bank's check refused) in the address; that is
 * said at once.
 */
export function SubscriptionSuccessCard() {
  const [params] = useSearchParams();
  if (params.get("redirect_status") === "failed") return <PaymentFailedCard />;
  return <AwaitingConfirmationCard />;
}

function PaymentFailedCard() {
  const { t } = useI18n();
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader>
        <CardTitle>{t("payment.errorTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <p role="alert" className="text-slate-700">
          {t("payment.failedNothingCharged")}
        </p>
      </CardContent>
      <CardFooter className="justify-center">
        <Link to="/my-subscription" className={buttonClasses()}>
          {t("payment.tryAgain")}
        </Link>
      </CardFooter>
    </Card>
  );
}

function AwaitingConfirmationCard() {
  const { t } = useI18n();
  const waitedTooLong = useTimeoutElapsed(true, CONFIRM_WAIT_MS);
  const subscription = usePaymentSubscription({ pollWhileAwaiting: !waitedTooLong });
  const state = confirmationState(subscription.data, waitedTooLong);
  const queryClient = useQueryClient();

  // The navigation, the landing pricing and the receipt limit read the plan status, which is now Premium.
  useEffect(() => {
    if (state === "active") void queryClient.invalidateQueries({ queryKey: planStatusQueryKey });
  }, [state, queryClient]);

  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader>
        <CardTitle>{t(state === "unconfirmed" ? "payment.notConfirmed" : "payment.success")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div role="status">
          {state === "active" && (
            <CardDescription>{t("payment.thanks")}</CardDescription>
          )}
          {state === "confirming" && (
            <CardDescription className="flex items-center justify-center gap-2">
              <Spinner className="size-4 text-emerald-700" />
              {t("payment.confirming")}
            </CardDescription>
          )}
          {state === "unconfirmed" && (
            <CardDescription>
              {t("payment.unconfirmedText")}
            </CardDescription>
          )}
        </div>
        {state === "unconfirmed" && (
          <Button variant="outline" pending={subscription.isFetching} onClick={() => void subscription.refetch()}>
            {t("payment.checkAgain")}
          </Button>
        )}
      </CardContent>
      <CardFooter className="flex-col justify-center sm:flex-row">
        <Link to="/reports" className={buttonClasses({ className: "w-full sm:w-auto" })}>
          {t("payment.viewReports")}
        </Link>
        <Link to="/" className={buttonClasses({ variant: "outline", className: "w-full sm:w-auto" })}>
          {t("auth.verified.home")}
        </Link>
      </CardFooter>
    </Card>
  );
}
