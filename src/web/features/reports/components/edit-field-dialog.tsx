import { useId, useState, type FormEvent } from "react";
import { formatCents } from "#domain/money";
import { formatQuantity } from "#domain/tax/line-quantity";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { LineItem } from "../api/report-types";
import type { LineItemChanges } from "../api/use-update-line-item";
import { fieldChanges, regularLineTotal } from "../lib/field-changes";
import { formatDollars } from "../lib/format";
import { truncatePriceTyping } from "../lib/price-input";
import { currentValue, EDITABLE_FIELDS, type EditableField, type EditTarget } from "./editable-fields";

interface EditFieldDialogProps {
  target: EditTarget | null;
  saving: boolean;
  onSave: (changes: LineItemChanges) => Promise<unknown>;
  onClose: () => void;
}

/** SPEC.md §2 click-to-edit modal: Enter saves, Escape (or Cancel) leaves the value as it was. */
export function EditFieldDialog({ target, saving, onSave, onClose }: EditFieldDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent>
          <EditFieldForm key={`${target.item.id}-${target.field}`} target={target} saving={saving} onSave={onSave} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

const packs = (quantity: number) => `${formatQuantity(quantity)} ${quantity === 1 ? "pack" : "packs"}`;

/** What the typed value means for the line: the quantity's effect, or the regular price times the quantity. */
function FieldHint({ item, field, value, id }: { item: LineItem; field: EditableField; value: string; id: string }) {
  let text: string;
  if (field === "gfPrice") text = `What you paid for the line (${packs(item.quantity)}).`;
  else if (field === "quantity") {
    text = `The GF price stays what you paid (${formatDollars(item.price)}); the regular price stays ${formatDollars(item.originalUnitPrice)} a pack.`;
  } else if (field === "regularPrice") {
    const total = regularLineTotal(value, item.quantity);
    text = `× ${formatQuantity(item.quantity)} = ${total === null ? "…" : formatCents(total)} total`;
  } else return null;
  return (
    <p id={id} aria-live="polite" className="text-sm text-slate-600 tabular-nums">
      {text}
    </p>
  );
}

function EditFieldForm({ target, saving, onSave, onClose }: EditFieldDialogProps & { target: EditTarget }) {
  const { item, field } = target;
  const spec = EDITABLE_FIELDS[field];
  const [value, setValue] = useState(() => currentValue(item, field));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = fieldChanges(item, field, value);
    if (!result.ok) {
      // Shown in the dialog, not as a toast: a toast would take the next Escape away from the dialog.
      setError(result.error);
      return;
    }
    setValue(result.value);
    try {
      await onSave(result.changes);
      onClose();
    } catch {
      // The mutation has already shown "Update failed"; the dialog stays open with the typed value.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1 pr-8">
        <DialogTitle>{spec.title}</DialogTitle>
        <DialogDescription>
          {item.customProductName} · Press Enter to save or Escape to cancel
        </DialogDescription>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{spec.label}</Label>
        <Input
          id={inputId}
          autoFocus
          value={value}
          inputMode={spec.kind === "text" ? "text" : "decimal"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && errorId, spec.kind !== "text" && hintId].filter(Boolean).join(" ") || undefined}
          onChange={(event) => {
            setError(null);
            setValue(spec.kind === "price" ? truncatePriceTyping(event.target.value) : event.target.value);
          }}
        />
        <FieldHint item={item} field={field} value={value} id={hintId} />
        {field === "regularPrice" && (
          <p className="text-xs text-slate-500">
            Current price: {item.regularProductName ? `${item.regularProductName}, ` : ""}
            {item.comparableSource}
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
