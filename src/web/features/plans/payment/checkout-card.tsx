import { useEffect, useRef } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { PlanFeatureList } from "../components/plan-feature-list";
import { PREMIUM_FEATURES, PREMIUM_PRICE_LABEL } from "../plan-features";
import { PaymentForm, type PaymentFormProps } from "./payment-form";

/** docs/product-spec.md §2: once the subscription is created, a card with the feature list and the payment form. */
export function CheckoutCard({ planName, ...form }: PaymentFormProps & { planName: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The upgrade button that had focus is gone; keyboard and screen reader users continue from this card.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1} className="outline-none">
          Subscribe to {planName}
        </CardTitle>
        <CardDescription>{PREMIUM_PRICE_LABEL}, with a 30-day money-back guarantee.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <PlanFeatureList features={PREMIUM_FEATURES} className="space-y-2" />
        <PaymentForm {...form} />
      </CardContent>
    </Card>
  );
}
