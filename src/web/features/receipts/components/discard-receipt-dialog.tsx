import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";

interface DiscardReceiptDialogProps {
  open: boolean;
  discarding: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DiscardReceiptDialog({ open, discarding, onConfirm, onCancel }: DiscardReceiptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogTitle>Discard this receipt?</DialogTitle>
        <DialogDescription className="mt-2">
          Nothing from it has been saved, so nothing is claimed. On the Free plan it no longer counts toward this
          month's receipts. You can upload it again later.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Keep it
          </Button>
          <Button variant="destructive" pending={discarding} onClick={onConfirm}>
            Discard
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
