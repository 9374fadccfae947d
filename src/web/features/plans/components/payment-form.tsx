import { useEffect, useMemo, useState } from "react";
import { Elements } from "@stripe/react-stripe-js";
import type { Appearance } from "@stripe/stripe-js";
import { Alert } from "../../../components/ui/alert";
import { stripeFor } from "../lib/stripe-loader";
import { PaymentFields } from "./payment-fields";
import { useI18n } from "../../../lib/i18n";

// Stripe draws its fields in its own frames; these match them to the app's emerald buttons and rounded inputs.
const APPEARANCE: Appearance = {
  theme: "stripe",
  variables: { colorPrimary: "#047857", colorDanger: "#dc2626", borderRadius: "8px" },
};

export interface PaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** Where Stripe sends the browser once the payment is confirmed. */
  returnUrl: string;
  /** My Subscription also toasts payment errors (docs/product-spec.md §8); the older page shows them inline only. */
  toastErrors?: boolean;
}

/** Stripe's Payment Element for the subscription's first payment, with the "Subscribe Now" button. */
export function PaymentForm({ publishableKey, clientSecret, returnUrl, toastErrors = false }: PaymentFormProps) {
  const { t } = useI18n();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  const loadFailed = useLoadFailed(stripe);

  if (loadFailed) {
    return (
      <Alert variant="error" title={t("payment.errorTitle")}>
        {t("payment.formUnavailable")}
      </Alert>
    );
  }
  return (
    // Elements reads its client secret once, so a new subscription gets a new Elements.
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <PaymentFields returnUrl={returnUrl} toastErrors={toastErrors} />
    </Elements>
  );
}

function useLoadFailed(stripe: Promise<unknown>): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current) setFailed(loaded === null);
    });
    return () => {
      current = false;
    };
  }, [stripe]);
  return failed;
}
