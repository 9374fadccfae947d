import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirmed action is running: its button shows it, and neither button can be pressed until it settles. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before something that cannot be undone: Cancel first (on phones, the lower, easier button). */
export function ConfirmDialog({ open, title, description, cancelLabel, confirmLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent role="alertdialog">
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" pending={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
