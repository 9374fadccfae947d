import { useRef, type ReactNode, type RefObject } from "react";
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
  /**
   * Where focus goes when the dialog closes after its action was confirmed. The opener is often gone with what the
   * action removed, or about to go (a list refetched after the dialog closed), so focus would drop to the page.
   */
  focusAfterConfirm?: RefObject<HTMLElement | null>;
}

/** A question before something that cannot be undone: Cancel first (on phones, the lower, easier button). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, cancelLabel, confirmLabel, pending, onConfirm, onCancel, focusAfterConfirm } = props;
  const confirmed = useRef(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={() => {
          confirmed.current = false;
        }}
        onCloseAutoFocus={(event) => {
          const target = confirmed.current ? focusAfterConfirm?.current : null;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant="destructive"
            pending={pending}
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
