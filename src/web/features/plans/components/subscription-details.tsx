import type { SubscriptionView } from "#domain/api/plans";
import { periodEndLabel, statusLabel } from "../lib/subscription-state";
import { useI18n } from "../../../lib/i18n";

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
  const i18n = useI18n();
  const { t, format } = i18n;
  return (
    <dl className="space-y-3 rounded-xl bg-slate-50 p-4 text-sm">
      {subscription && <Detail term={t("subscription.statusTerm")}>{statusLabel(subscription, i18n)}</Detail>}
      {subscription?.currentPeriodEnd && (
        <Detail term={periodEndLabel(subscription, i18n)}>{format.localLongDate(subscription.currentPeriodEnd)}</Detail>
      )}
      <Detail term={t("subscription.priceTerm")}>{t("subscription.priceLabel")}</Detail>
    </dl>
  );
}
