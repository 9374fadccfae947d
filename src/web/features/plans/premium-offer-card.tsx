import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PlanFeatureList } from "./plan-feature-list";

const PRO_FEATURES = ["Unlimited receipts", "Detailed reports and CSV exports", "Priority email support"];

/**
 * Pro is $12 a year, but online payment is not built yet: the button says so rather than leading to a form that
 * cannot take money.
 */
export function PremiumOfferCard() {
  return (
    <Card className="border-emerald-600 ring-2 ring-emerald-600">
      <CardHeader>
        <CardTitle>Pro</CardTitle>
        <CardDescription>$12 per year (CAD), for unlimited receipts.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <PlanFeatureList features={PRO_FEATURES} className="space-y-2" />
        <Button disabled aria-describedby="pro-availability" className="w-full">
          Upgrade to Pro
        </Button>
        <p id="pro-availability" className="text-sm text-slate-600">
          Online payment is not available yet. Until it opens, the Free plan&apos;s 5 receipts a month stay free, and
          everything you have saved stays yours.
        </p>
      </CardContent>
    </Card>
  );
}
