import { CLAIM_SUMMARY_TEXTS as T } from "../lib/claim-summary-texts";

/** docs/tax-rules.md "Documents to keep": not filed with the return, but CRA can ask for them. */
export function DocumentsToKeep({ className }: { className?: string }) {
  return (
    <div className={className}>
      <h2 className="text-base font-semibold text-slate-900">{T.documentsHeading}</h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {T.documents.map((document) => (
          <li key={document}>{document}</li>
        ))}
      </ol>
      <p className="mt-2 text-sm text-slate-600">{T.keepFor}</p>
    </div>
  );
}
