import { CircleCheck } from "lucide-react";
import { differenceCents } from "#domain/claims/regular-price";
import { formatCents } from "#domain/money";
import { fullClaimTotalCents } from "#domain/tax/claimable-cents";

// Illustration only: the worked example of docs/product-spec.md §1 ($7.99 gluten-free bread against $3.99
// regular) and two more.
const SAMPLE_ITEMS = [
  { name: "Gluten-free white bread", gfCents: 799, regularCents: 399 },
  { name: "Gluten-free penne", gfCents: 449, regularCents: 199 },
  { name: "Gluten-free crackers", gfCents: 529, regularCents: 279 },
];

const extraCost = (item: (typeof SAMPLE_ITEMS)[number]) => differenceCents(item.gfCents, item.regularCents);

export function SampleReceiptCard() {
  const totalPremium = fullClaimTotalCents(SAMPLE_ITEMS.map(extraCost));
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg" aria-label="Example of a processed receipt">
      <div className="flex items-center gap-2 text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-5" />
        <p className="font-semibold">Receipt Processed</p>
      </div>
      <p className="mt-1 text-sm text-slate-500">Green Valley Market, Toronto · 3 gluten-free items</p>
      <table className="mt-5 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th>Item</th>
            <th>Gluten-free price</th>
            <th>Extra cost</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {SAMPLE_ITEMS.map((item) => (
            <tr key={item.name}>
              <td className="py-2.5 text-slate-800">{item.name}</td>
              <td className="py-2.5 text-right text-slate-500">{formatCents(item.gfCents)}</td>
              <td className="py-2.5 text-right font-medium text-emerald-800">
                +{formatCents(extraCost(item))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption className="mt-4 flex items-center justify-between rounded-xl bg-emerald-50 px-4 py-3">
        <span className="text-sm font-medium text-emerald-900">Eligible medical expense</span>
        <span className="text-lg font-semibold text-emerald-900">{formatCents(totalPremium)}</span>
      </figcaption>
    </figure>
  );
}
