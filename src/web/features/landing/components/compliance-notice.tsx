import { ClipboardList } from "lucide-react";

/**
 * docs/product-spec.md §1: the three documents to keep, and for how long (CRA: 6 years from the end of the tax year).
 */
export function ComplianceNotice() {
  return (
    <aside
      aria-labelledby="compliance-heading"
      className="rounded-2xl border-2 border-amber-500 bg-amber-50 p-6 text-amber-950 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <ClipboardList aria-hidden="true" className="size-7 shrink-0 text-amber-700" />
        <h2 id="compliance-heading" className="text-xl font-semibold">
          Keep these three documents for the CRA
        </h2>
      </div>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        <li>A letter from your medical practitioner confirming celiac disease and the need for a gluten-free diet.</li>
        <li>Your original receipts for every gluten-free product you claim.</li>
        <li>A summary of the price differences between the gluten-free products and their regular equivalents.</li>
      </ol>
      <p className="mt-4">
        You don&apos;t send them with your return, but keep them for 6 years from the end of the tax year: the CRA can ask to
        see them. CeliacClaim builds the summary for you.
      </p>
    </aside>
  );
}
