import { useEffect, useRef } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { PlanFeatureList } from "./plan-feature-list";
import { PaymentForm, type PaymentFormProps } from "./payment-form";
import { useI18n } from "../../../lib/i18n";

/** docs/product-spec.md §2: once the subscription is created, a card with the feature list and the payment form. */
export function CheckoutCard({ planName, ...form }: PaymentFormProps & { planName: string }) {
  const { t } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The upgrade button that had focus is gone; keyboard and screen reader users continue from this card.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          {t("subscription.subscribeTo", { plan: planName })}
        </CardTitle>
        <CardDescription>{t("subscription.checkoutLead")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <PlanFeatureList plan="premium" className="space-y-2" />
        <PaymentForm {...form} />
      </CardContent>
    </Card>
  );
}
