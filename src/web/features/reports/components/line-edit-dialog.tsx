import type { FormEvent, ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { useI18n } from "../../../lib/i18n";
import type { LineItemChanges } from "../api/use-update-line-item";

/** What every editor of a saved line gets from the list that opened it. */
export interface LineEditActions {
  saving: boolean;
  onSave: (changes: LineItemChanges) => Promise<unknown>;
  onClose: () => void;
}

/** The modal around one editor; Escape or the corner button closes it and leaves the line as it was. */
export function LineEditDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {open && <DialogContent>{children}</DialogContent>}
    </Dialog>
  );
}

interface LineEditFormProps extends LineEditActions {
  title: string;
  description: ReactNode;
  /** What to send, or null when a typed value is refused (the form then shows why). */
  changes: () => LineItemChanges | null;
  children: ReactNode;
}

/** An editor's title, fields, Cancel and Save: Enter saves, and the dialog closes once the server has the change. */
export function LineEditForm({ title, description, changes, saving, onSave, onClose, children }: LineEditFormProps) {
  const { t } = useI18n();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = changes();
    if (!next) return;
    try {
      await onSave(next);
      onClose();
    } catch {
      // The mutation has already shown "Update failed"; the dialog stays open with the typed value for another try.
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="space-y-1 pr-8">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </div>
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" pending={saving}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}
