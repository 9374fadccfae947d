import { useId } from "react";
import { Link } from "react-router";
import { LoadError } from "../../../components/ui/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { formatDollars, formatShortDate } from "../../../lib/format";
import { useReceiptList } from "../../receipts/api/use-receipt-list";

/** The last receipts saved, each with what it added to the claim. */
export function RecentReceipts() {
  const list = useReceiptList("confirmed", 5);
  const headingId = useId();
  const receipts = list.data ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Last saved receipts</CardTitle>
        <CardDescription>Their lines are in your reports; edit them there.</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-slate-600">Loading receipts...</p>
        ) : list.isError ? (
          <LoadError message="Your saved receipts could not be loaded." onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : receipts.length === 0 ? (
          <p className="text-sm text-slate-600">
            No receipts saved yet.{" "}
            <Link to="/upload-receipt" className="font-medium text-emerald-800 underline underline-offset-4">
              Upload your first receipt
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {receipts.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={`/receipt-review/${r.id}`} className="block truncate font-medium text-slate-900 underline-offset-4 hover:underline">
                    {r.store ?? "Store not read"}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {r.purchaseDate ? formatShortDate(r.purchaseDate) : "Date not read"}
                    {r.total === null ? "" : ` · ${formatDollars(r.total)}`}
                  </p>
                </div>
                <p className="shrink-0 text-right text-sm">
                  <span className="block font-semibold text-emerald-800">{formatDollars(r.claimedDifference ?? 0)}</span>
                  <span className="text-slate-600">difference</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <Link to="/reports" className="font-medium text-emerald-800 underline underline-offset-4">
            All receipts in Reports
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
