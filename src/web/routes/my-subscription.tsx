import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { PlanUsageCard } from "../features/plans/plan-usage-card";
import { PremiumOfferCard } from "../features/plans/premium-offer-card";
import { usePlanStatus } from "../features/plans/api/use-plan-status";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

export default function MySubscriptionPage() {
  useDocumentTitle(siteTitle("My Subscription"));
  const status = usePlanStatus();

  let body;
  if (status.isPending) body = <PageSpinner />;
  else if (status.isError)
    body = (
      <Alert variant="error" title="Couldn't verify subscription">
        <p>Your subscription status couldn&apos;t be verified. Please try again later.</p>
        <Button variant="outline" className="mt-3" onClick={() => void status.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  else
    body = (
      <div className="grid items-start gap-6 md:grid-cols-2">
        <PlanUsageCard status={status.data} />
        {!status.data.isPremium && <PremiumOfferCard />}
      </div>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">My Subscription</h1>
      <p className="mt-2 text-slate-600">Your plan and this month&apos;s receipts.</p>
      <div className="mt-8">{body}</div>
    </div>
  );
}
