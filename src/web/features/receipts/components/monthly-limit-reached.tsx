import { useId } from "react";
import { Link } from "react-router";
import { CalendarClock } from "lucide-react";
import type { ReceiptSummary } from "#domain/receipts/receipt-view-types";
import { Button, buttonClasses } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { formatDollars, formatLongDate, formatShortDate } from "../../../lib/format";
import { useDiscardReceipt } from "../api/use-discard-receipt";
import type { PlanAtLimit } from "../api/use-monthly-limit";
import { useReceiptList } from "../api/use-receipt-list";

/** Enough to tell one unsaved receipt from another: purchase date and total as read, and when it was read. */
const details = (r: ReceiptSummary) =>
  [
    r.purchaseDate ? `bought ${formatShortDate(r.purchaseDate)}` : null,
    r.total === null ? null : formatDollars(r.total),
    `read ${formatShortDate(r.createdAt)}`,
  ]
    .filter(Boolean)
    .join(", ");
const storeOf = (r: ReceiptSummary) => r.store ?? "Store not read";
const named = (r: ReceiptSummary) => `${storeOf(r)}, ${details(r)}`;

/**
 * Shown instead of the photo picker once the Free plan's receipts of the month are used: a photo chosen now could only
 * be refused. It says what the user can do instead: discard a receipt that was read but never saved (its slot comes
 * back, and nothing of it was claimed, so one click is enough), wait for the date the count starts again, or buy
 * Premium where this server sells it.
 */
export function MonthlyLimitReached({ status }: { status: PlanAtLimit }) {
  const headingId = useId();
  const waiting = useReceiptList("processed");
  const discard = useDiscardReceipt();
  const receipts = waiting.data ?? [];
  const discardOne = (r: ReceiptSummary) =>
    discard.mutate(r.id, {
      onError: (e) => toast({ variant: "destructive", title: "Discard failed", description: messageOf(e, "Please try again.") }),
    });
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6">
      <div className="flex gap-3">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="space-y-1">
          <h2 id={headingId} className="text-lg font-semibold">
            You have used this month&apos;s {status.receiptsPerMonth} Free receipts
          </h2>
          <p className="text-sm">
            {status.receiptsThisMonth} of {status.receiptsPerMonth} receipts read this month, so another photo cannot be
            read yet. You can:
          </p>
        </div>
      </div>
      <ul className="space-y-4 text-sm">
        <li className="space-y-2">
          <p className="font-medium">Discard a receipt you have not saved: it no longer counts, and nothing of it was claimed.</p>
          {waiting.isPending ? (
            <p>Loading your unsaved receipts...</p>
          ) : receipts.length === 0 ? (
            <p>Every receipt you read this month is saved, so there is none to discard.</p>
          ) : (
            <ul className="divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
              {receipts.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-3 px-3 py-2">
                  {/* Wrapped, never cut: on a phone the date and total are what tell two receipts of one store apart. */}
                  <span className="min-w-0 break-words text-slate-800">
                    <span className="block font-medium">{storeOf(r)}</span>
                    <span className="block text-xs text-slate-600">{details(r)}</span>
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    className="shrink-0"
                    pending={discard.isPending && discard.variables === r.id}
                    disabled={discard.isPending}
                    onClick={() => discardOne(r)}
                    aria-label={`Discard ${named(r)}`}
                  >
                    Discard
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </li>
        <li>
          <p className="font-medium">Wait: the count starts again on {formatLongDate(status.limitResetsOn)}.</p>
        </li>
        {status.paymentsAvailable && (
          <li>
            <Link to="/subscription" className={buttonClasses({ size: "sm" })}>
              Go unlimited with Premium
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
