import { formatLocalLongDate } from "../../../lib/format";
import type { SubscriptionView } from "#domain/api/plans";
import { PREMIUM_PRICE_LABEL } from "../lib/plan-features";
import { periodEndLabel, statusLabel } from "../lib/subscription-state";

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** docs/product-spec.md §2: the subscription's status, period end and price. */
export function SubscriptionDetails({ subscription }: { subscription: SubscriptionView | null }) {
  return (
    <dl className="space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
      {subscription && <Detail term="Status">{statusLabel(subscription)}</Detail>}
      {subscription?.currentPeriodEnd && (
        <Detail term={periodEndLabel(subscription)}>{formatLocalLongDate(subscription.currentPeriodEnd)}</Detail>
      )}
      <Detail term="Plan price">{PREMIUM_PRICE_LABEL}</Detail>
    </dl>
  );
}
