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
import { useI18n, type I18n } from "../../../lib/i18n";
import { useDiscardReceipt } from "../api/use-discard-receipt";
import { useReceiptList } from "../api/use-receipt-list";

const describe = (r: ReceiptSummary, { t, format }: I18n) =>
  [
    r.purchaseDate ? t("waiting.bought", { date: format.shortDate(r.purchaseDate) }) : t("waiting.dateNotRead"),
    r.total === null ? null : format.dollars(r.total),
    t("waiting.glutenFreeItems", { count: r.glutenFreeCount }),
    t("waiting.read", { date: format.shortDate(r.createdAt) }),
  ]
    .filter(Boolean)
    .join(" · ");

/** Which receipt a row's buttons act on, for screen readers: "Review" alone would not say. */
const named = (r: ReceiptSummary, { t, format }: I18n) =>
  r.store === null
    ? t("waiting.namedUnread", { date: format.shortDate(r.createdAt) })
    : t("waiting.named", { store: r.store, date: format.shortDate(r.createdAt) });

/**
 * Receipts read but not saved yet: nothing is lost by a reload or a closed tab, each can be reviewed from here on any
 * device, or discarded (which gives a Free slot back). Hidden when there are none, unless `showEmpty`.
 */
export function WaitingReceipts({ showEmpty = false }: { showEmpty?: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
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
        toast({ variant: "destructive", title: t("waiting.discardFailed"), description: messageOf(e, t("common.tryAgain")) });
      },
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <ClipboardList aria-hidden="true" className="size-5 text-amber-700" />
          {t("waiting.title")}
        </CardTitle>
        <CardDescription>
          {t("waiting.lead")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-slate-600">{t("receipts.loading")}</p>
        ) : list.isError ? (
          <LoadError
            message={t("waiting.failed")}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : receipts.length === 0 ? (
          <p className="text-sm text-slate-600">{t("waiting.none")}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {receipts.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{r.store ?? t("receipts.storeNotRead")}</p>
                  <p className="text-sm text-slate-600">
                    {describe(r, i18n)}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Link
                    to={`/receipt-review/${r.id}`}
                    className={buttonClasses({ size: "sm" })}
                    aria-label={t("waiting.reviewNamed", { receipt: named(r, i18n) })}
                  >
                    {t("waiting.review")}
                  </Link>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDiscarding(r)}
                    aria-label={t("waiting.discardNamed", { receipt: named(r, i18n) })}
                  >
                    {t("waiting.discard")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={discarding !== null}
        title={t("waiting.discardTitle")}
        description={t("waiting.discardText")}
        cancelLabel={t("waiting.keep")}
        confirmLabel={t("waiting.discard")}
        pending={discard.isPending}
        onConfirm={confirmDiscard}
        onCancel={() => setDiscarding(null)}
        // The row and its button go: focus goes to the list, not to the top of the page.
        focusAfterConfirm={headingRef}
      />
    </Card>
  );
}
