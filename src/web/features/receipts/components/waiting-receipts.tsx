import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ClipboardList } from "lucide-react";
import type { ReceiptSummary } from "#domain/receipts/receipt-view-types";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { LoadError } from "../../../components/ui/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { formatCount, formatDollars, formatShortDate } from "../../../lib/format";
import { useDiscardReceipt } from "../api/use-discard-receipt";
import { useReceiptList } from "../api/use-receipt-list";

const describe = (r: ReceiptSummary) =>
  [
    r.purchaseDate ? `bought ${formatShortDate(r.purchaseDate)}` : "date not read",
    r.total === null ? null : formatDollars(r.total),
    formatCount(r.glutenFreeCount, "gluten-free item"),
  ]
    .filter(Boolean)
    .join(" · ");

/** Which receipt a row's buttons act on, for screen readers: "Review" alone would not say. */
const named = (r: ReceiptSummary) => `the receipt from ${r.store ?? "an unread store"} read ${formatShortDate(r.createdAt)}`;

/**
 * Receipts read but not saved yet: nothing is lost by a reload or a closed tab, each can be reviewed from here on any
 * device, or discarded (which gives a Free slot back). Hidden when there are none, unless `showEmpty`.
 */
export function WaitingReceipts({ showEmpty = false }: { showEmpty?: boolean }) {
  const list = useReceiptList("processed");
  const discard = useDiscardReceipt();
  const [discarding, setDiscarding] = useState<ReceiptSummary | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const receipts = list.data ?? [];
  if (!showEmpty && receipts.length === 0) return null;

  const confirmDiscard = () => {
    if (!discarding) return;
    discard.mutate(discarding.id, {
      onSuccess: () => {
        setDiscarding(null);
      },
      onError: (e) => {
        setDiscarding(null);
        toast({ variant: "destructive", title: "Discard failed", description: messageOf(e, "Please try again.") });
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <ClipboardList aria-hidden="true" className="size-5 text-amber-700" />
          Waiting for review
        </CardTitle>
        <CardDescription>
          Receipts read but not saved yet. Nothing is claimed until you review and save them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-slate-600">Loading receipts...</p>
        ) : list.isError ? (
          <LoadError
            message="The receipts waiting for review could not be loaded."
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : receipts.length === 0 ? (
          <p className="text-sm text-slate-600">No receipts are waiting. Every receipt you uploaded is saved or discarded.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {receipts.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{r.store ?? "Store not read"}</p>
                  <p className="text-sm text-slate-600">
                    {describe(r)} · read {formatShortDate(r.createdAt)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link
                    to={`/receipt-review/${r.id}`}
                    className={buttonClasses({ size: "sm" })}
                    aria-label={`Review ${named(r)}`}
                  >
                    Review
                  </Link>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDiscarding(r)}
                    aria-label={`Discard ${named(r)}`}
                  >
                    Discard
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this receipt?"
        description="Nothing from it has been saved, so nothing is claimed. On the Free plan it no longer counts toward this month's receipts. You can upload it again later."
        cancelLabel="Keep it"
        confirmLabel="Discard"
        pending={discard.isPending}
        onConfirm={confirmDiscard}
        onCancel={() => setDiscarding(null)}
        // The row and its button go: focus goes to the list, not to the top of the page.
        focusAfterConfirm={headingRef}
      />
    </Card>
  );
}
