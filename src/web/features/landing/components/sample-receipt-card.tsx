import { CircleCheck } from "lucide-react";
import { differenceCents } from "#domain/claims/difference-cents";
import { fullClaimTotalCents } from "#domain/tax/claimable-cents";
import { useI18n } from "../../../lib/i18n";

// Illustration only: the worked example of docs/product-spec.md §1 ($7.99 gluten-free bread against $3.99
// regular) and two more.
const SAMPLE_ITEMS = [
  { name: "landing.sample.bread", gfCents: 799, regularCents: 399 },
  { name: "landing.sample.penne", gfCents: 449, regularCents: 199 },
  { name: "landing.sample.crackers", gfCents: 529, regularCents: 279 },
] as const;

const extraCost = (item: (typeof SAMPLE_ITEMS)[number]) => differenceCents(item.gfCents, item.regularCents);

export function SampleReceiptCard() {
  const { t, format } = useI18n();
  const totalPremium = fullClaimTotalCents(SAMPLE_ITEMS.map(extraCost));
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg" aria-label={t("landing.sample.label")}>
      <div className="flex items-center gap-2 text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-5" />
        <p className="font-semibold">{t("landing.sample.processed")}</p>
      </div>
      <p className="mt-1 text-sm text-slate-500">{t("landing.sample.store", { count: SAMPLE_ITEMS.length })}</p>
      <table className="mt-5 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>{t("landing.sample.item")}</th>
            <th>{t("landing.sample.gfPrice")}</th>
            <th>{t("landing.sample.extraCost")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {SAMPLE_ITEMS.map((item) => (
            <tr key={item.name}>
              <td className="py-2.5 text-slate-800">{t(item.name)}</td>
              <td className="py-2.5 text-right whitespace-nowrap text-slate-500">{format.money(item.gfCents)}</td>
              <td className="py-2.5 text-right font-medium whitespace-nowrap text-emerald-800">
                +{format.money(extraCost(item))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-4 flex items-center justify-between rounded-xl bg-emerald-50 px-4 py-3">
        <span className="text-sm font-medium text-emerald-900">{t("landing.sample.total")}</span>
        <span className="text-lg font-semibold text-emerald-900">{format.money(totalPremium)}</span>
      </figcaption>
    </figure>
  );
}
