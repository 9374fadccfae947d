import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { LineItemChanges } from "../api/use-update-line-item";
import { INVALID_FORMAT_MESSAGE, normalisePrice, recomputedSavings, truncatePriceTyping } from "../lib/price-input";
import { currentValue, EDITABLE_FIELDS, type EditTarget } from "./editable-fields";

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

function EditFieldForm({ target, saving, onSave, onClose }: EditFieldDialogProps & { target: EditTarget }) {
  const { item, field } = target;
  const spec = EDITABLE_FIELDS[field];
  const [value, setValue] = useState(() => currentValue(item, field));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const changesFor = (): LineItemChanges | null => {
    if (spec.kind === "text") {
      const text = value.trim();
      if (!text) {
        setError(`${spec.label} is required`);
        return null;
      }
      return field === "product" ? { product_name: text } : { store_location: text };
    }
    const check = normalisePrice(value);
    if (!check.ok) {
      // Shown in the dialog, not as a toast: a toast would take the next Escape away from the dialog.
      setError(check.message === INVALID_FORMAT_MESSAGE ? `${check.title}: ${check.message}` : check.message);
      return null;
    }
    setValue(check.value);
    const gf = field === "gfPrice" ? check.value : item.price.toFixed(2);
    const regular = field === "regularPrice" ? check.value : item.originalPrice.toFixed(2);
    const savings = recomputedSavings(gf, regular);
    return field === "gfPrice" ? { gf_price: gf, savings } : { non_gf_equiv_price: regular, savings };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = changesFor();
    if (!changes) return;
    try {
      await onSave(changes);
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
          inputMode={spec.kind === "price" ? "decimal" : "text"}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setError(null);
            setValue(spec.kind === "price" ? truncatePriceTyping(event.target.value) : event.target.value);
          }}
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
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
