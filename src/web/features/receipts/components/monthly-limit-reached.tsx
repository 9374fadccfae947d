import { useId } from "react";
import { Link } from "react-router";
import { CalendarClock } from "lucide-react";
import type { ReceiptSummary } from "#domain/receipts/receipt-view-types";
import { Button, buttonClasses } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { useI18n, type I18n } from "../../../lib/i18n";
import { useDiscardReceipt } from "../api/use-discard-receipt";
import type { PlanAtLimit } from "../api/use-monthly-limit";
import { useReceiptList } from "../api/use-receipt-list";

/** Enough to tell one unsaved receipt from another: purchase date and total as read, and when it was read. */
const details = (r: ReceiptSummary, { t, format }: I18n) =>
  [
    r.purchaseDate ? t("waiting.bought", { date: format.shortDate(r.purchaseDate) }) : null,
    r.total === null ? null : format.dollars(r.total),
    t("waiting.read", { date: format.shortDate(r.createdAt) }),
  ]
    .filter(Boolean)
    .join(", ");
const storeOf = (r: ReceiptSummary, { t }: I18n) => r.store ?? t("receipts.storeNotRead");
const named = (r: ReceiptSummary, i18n: I18n) => `${storeOf(r, i18n)}, ${details(r, i18n)}`;

/**
 * Shown instead of the photo picker once the Free plan's receipts of the month are used: a photo chosen now could only
 * be refused. It says what the user can do instead: discard a receipt that was read but never saved (its slot comes
 * back, and nothing of it was claimed, so one click is enough), wait for the date the count starts again, or buy
 * Premium where this server sells it.
 */
export function MonthlyLimitReached({ status }: { status: PlanAtLimit }) {
  const i18n = useI18n();
  const { t, format } = i18n;
  const headingId = useId();
  const waiting = useReceiptList("processed");
  const discard = useDiscardReceipt();
  const receipts = waiting.data ?? [];
  const discardOne = (r: ReceiptSummary) =>
    discard.mutate(r.id, {
      onError: (e) => toast({ variant: "destructive", title: t("waiting.discardFailed"), description: messageOf(e, t("common.tryAgain")) }),
    });
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6">
      <div className="flex gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {t("limit.title", { limit: status.receiptsPerMonth })}
          </h2>
          <p className="text-sm">
            {t("limit.lead", { used: status.receiptsThisMonth, limit: status.receiptsPerMonth })}
          </p>
        </div>
      </div>
      <ul className="space-y-4 text-sm">
        <li className="space-y-2">
          <p className="font-medium">{t("limit.discardOne")}</p>
          {waiting.isPending ? (
            <p>{t("limit.loading")}</p>
          ) : receipts.length === 0 ? (
            <p>{t("limit.noneToDiscard")}</p>
          ) : (
            <ul className="divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
              {receipts.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  {/* Wrapped, never cut: on a phone the date and total are what tell two receipts of one store apart. */}
                  <span className="min-w-0 break-words text-slate-800">
                    <span className="block font-medium">{storeOf(r, i18n)}</span>
                    <span className="block text-xs text-slate-600">{details(r, i18n)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    className="shrink-0"
                    pending={discard.isPending && discard.variables === r.id}
                    disabled={discard.isPending}
                    onClick={() => discardOne(r)}
                    aria-label={t("waiting.discardNamed", { receipt: named(r, i18n) })}
                  >
                    {t("waiting.discard")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <p className="font-medium">{t("limit.wait", { date: format.longDate(status.limitResetsOn) })}</p>
        </li>
        {status.paymentsAvailable && (
          <li>
            <Link to="/subscription" className={buttonClasses({ size: "sm" })}>
              {t("dashboard.plan.goUnlimited")}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
