import { Link } from "react-router";
import type { SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { formatDollars, formatLongDate } from "../../../lib/format";

interface DuplicateSaveDialogProps {
  earlier: SavedReceiptRef | null;
  onSaveAnyway: () => void;
  onCancel: () => void;
}

/** Saving a receipt that looks like a saved one claims the same food twice, so it takes an explicit "Save anyway". */
export function DuplicateSaveDialog({ earlier, onSaveAnyway, onCancel }: DuplicateSaveDialogProps) {
  return (
    <Dialog open={earlier !== null} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogTitle>Save a possible duplicate?</DialogTitle>
        {earlier && (
          <>
            <DialogDescription className="mt-2">
              {earlier.sameImage
                ? "You already saved a receipt from the very same photo."
                : "You already saved a receipt with the same store, date and total."}{" "}
              Saving this one too would claim the same items twice. Save it only if it is a different purchase.
            </DialogDescription>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-4 text-sm">
              <dt className="text-slate-600">Store</dt>
              <dd className="font-medium text-slate-900">{earlier.store ?? "Not read"}</dd>
              <dt className="text-slate-600">Purchased</dt>
              <dd className="font-medium text-slate-900">{earlier.purchaseDate ? formatLongDate(earlier.purchaseDate) : "Not read"}</dd>
              <dt className="text-slate-600">Total</dt>
              <dd className="font-medium text-slate-900">{earlier.total === null ? "Not read" : formatDollars(earlier.total)}</dd>
              {earlier.savedAt && (
                <>
                  <dt className="text-slate-600">Saved</dt>
                  <dd className="font-medium text-slate-900">{formatLongDate(earlier.savedAt)}</dd>
                </>
              )}
            </dl>
            <Link
              to={`/receipt-review/${earlier.id}`}
              className="mt-3 inline-block text-sm font-medium text-emerald-800 underline underline-offset-4"
            >
              View the earlier receipt
            </Link>
          </>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Don't save
          </Button>
          <Button onClick={onSaveAnyway}>Save anyway</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
