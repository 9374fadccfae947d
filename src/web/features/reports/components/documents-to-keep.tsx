/** docs/tax-rules.md "Documents to keep": not filed with the return, but CRA can ask for them. */
export function DocumentsToKeep({ className }: { className?: string }) {
  return (
    <div className={className}>
      <h2 className="text-base font-semibold text-slate-900">Documents to keep (do not send them with your return)</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          A letter from your medical practitioner, on letterhead, confirming the celiac disease diagnosis and the need
          for a lifelong gluten-free diet.
        </li>
        <li>The receipts for every gluten-free product you claim (keep the originals for an audit).</li>
        <li>
          This summary of each gluten-free product bought in the claim period: product, count, average gluten-free
          price, the comparable regular product and its price, and the incremental cost.
        </li>
      </ol>
      <p className="mt-2 text-sm text-slate-600">
        Keep these records for 6 years after the end of the tax year they relate to.
      </p>
    </div>
  );
}
