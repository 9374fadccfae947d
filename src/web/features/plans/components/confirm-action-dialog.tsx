import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { Button, type ButtonVariant } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";

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
    <>
      <Button variant={triggerVariant} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        cancelLabel={dismissLabel}
        confirmLabel={confirmLabel}
        pending={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
