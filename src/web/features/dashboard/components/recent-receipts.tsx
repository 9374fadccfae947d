import { useId } from "react";
import { Link } from "react-router";
import { LoadError } from "../../../components/ui/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";
import { useReceiptList } from "../../receipts/api/use-receipt-list";

/** The last receipts saved, each with what it added to the claim. */
export function RecentReceipts() {
  const { t, format } = useI18n();
  const list = useReceiptList("confirmed", 5);
  const headingId = useId();
  const receipts = list.data ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{t("dashboard.recent.title")}</CardTitle>
        <CardDescription>{t("dashboard.recent.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-slate-600">{t("receipts.loading")}</p>
        ) : list.isError ? (
          <LoadError message={t("dashboard.recent.failed")} onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : receipts.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t("dashboard.recent.none")}{" "}
            <Link to="/upload-receipt" className="font-medium text-emerald-800 underline underline-offset-4">
              {t("dashboard.recent.uploadFirst")}
            </Link>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {receipts.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link to={`/receipt-review/${r.id}`} className="block truncate font-medium text-slate-900 underline-offset-4 hover:underline">
                    {r.store ?? t("receipts.storeNotRead")}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {r.purchaseDate ? format.shortDate(r.purchaseDate) : t("receipts.dateNotRead")}
                    {r.total === null ? "" : ` · ${format.dollars(r.total)}`}
                  </p>
                </div>
                <p className="shrink-0 text-right text-sm">
                  <span className="block font-semibold text-emerald-800">{format.dollars(r.claimedDifference ?? 0)}</span>
                  <span className="text-slate-600">{t("dashboard.recent.difference")}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-sm">
          <Link to="/reports" className="font-medium text-emerald-800 underline underline-offset-4">
            {t("dashboard.recent.all")}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
