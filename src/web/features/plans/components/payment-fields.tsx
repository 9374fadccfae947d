import { useState, type FormEvent } from "react";
import { PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { useI18n } from "../../../lib/i18n";

interface PaymentFieldsProps {
  returnUrl: string;
  toastErrors: boolean;
}

/**
 * The fields and submit button inside Elements; docs/product-spec.md §5 keeps the button off until Stripe and its
 * fields are ready.
 */
export function PaymentFields({ returnUrl, toastErrors }: PaymentFieldsProps) {
  const { t } = useI18n();
  const stripe = useStripe();
  const elements = useElements();
  const [fieldsReady, setFieldsReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const report = (message: string) => {
    setError(message);
    if (toastErrors) toast({ title: t("payment.errorTitle"), description: message, variant: "destructive" });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setProcessing(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      // A confirmed payment leaves the page for returnUrl, so only a refusal comes back here.
      if (result.error) report(result.error.message || t("payment.failed"));
    } catch {
      report(t("payment.exception"));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5" aria-label={t("payment.details")}>
      <PaymentElement
        onReady={() => setFieldsReady(true)}
        onLoadError={(event) => report(event.error.message || t("payment.failed"))}
      />
      {error && (
        <Alert variant="error" title={t("payment.errorTitle")}>
          {error}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" pending={processing} disabled={!stripe || !elements || !fieldsReady}>
        {t(processing ? "payment.processing" : "payment.subscribe")}
      </Button>
    </form>
  );
}
