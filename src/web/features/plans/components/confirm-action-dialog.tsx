import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../../../components/ui/dialog";

interface ConfirmActionDialogProps {
  trigger: string;
  triggerVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  dismissLabel: string;
  /** Runs the action and reports its outcome itself; the dialog closes once it settles. */
  onConfirm: () => Promise<void>;
  /**
   * Where focus goes when the action removes this very button (a cancelled plan has nothing left to cancel), since
   * the dialog can then not hand it back to its trigger.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A button that asks before it acts: a subscription change cannot be undone from this page. */
export function ConfirmActionDialog(props: ConfirmActionDialogProps) {
  const { trigger, triggerVariant = "outline", title, description, confirmLabel, dismissLabel, onConfirm, returnFocusTo } = props;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (document.activeElement === document.body || document.activeElement === null) returnFocusTo.current?.focus();
    },
    [returnFocusTo],
  );

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => busy || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant={triggerVariant}>{trigger}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {dismissLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" pending={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
