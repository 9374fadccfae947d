import { Link } from "react-router";
import type { SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { useI18n } from "../../../lib/i18n";

interface DuplicateSaveDialogProps {
  earlier: SavedReceiptRef | null;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/** Saving a receipt that looks like a saved one claims the same food twice, so it takes an explicit "Save anyway". */
export function DuplicateSaveDialog({ earlier, onSaveAnyway, onCancel }: DuplicateSaveDialogProps) {
  const { t, format } = useI18n();
  return (
    <Dialog open={earlier !== null} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t("duplicate.dialogTitle")}</DialogTitle>
        {earlier && (
          <>
            <DialogDescription className="mt-2">
              {t("duplicate.dialogText", { same: earlier.sameImage ? "photo" : "facts" })}
            </DialogDescription>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 text-sm">
              <dt className="text-slate-600">{t("duplicate.store")}</dt>
              <dd className="font-medium text-slate-900">{earlier.store ?? t("duplicate.notRead")}</dd>
              <dt className="text-slate-600">{t("duplicate.purchased")}</dt>
              <dd className="font-medium text-slate-900">{earlier.purchaseDate ? format.longDate(earlier.purchaseDate) : t("duplicate.notRead")}</dd>
              <dt className="text-slate-600">{t("duplicate.total")}</dt>
              <dd className="font-medium text-slate-900">{earlier.total === null ? t("duplicate.notRead") : format.dollars(earlier.total)}</dd>
              {earlier.savedAt && (
                <>
                  <dt className="text-slate-600">{t("review.status.saved")}</dt>
                  <dd className="font-medium text-slate-900">{format.longDate(earlier.savedAt)}</dd>
                </>
              )}
            </dl>
            <Link
              to={`/receipt-review/${earlier.id}`}
              className="mt-3 inline-block text-sm font-medium text-emerald-800 underline underline-offset-4"
            >
              {t("duplicate.viewEarlier")}
            </Link>
          </>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            {t("duplicate.dontSave")}
          </Button>
          <Button onClick={onSaveAnyway}>{t("duplicate.saveAnyway")}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
