import { useState, type FormEvent } from "react";
import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { parsePriceInput } from "../parse-price-input";
import type { UpdateOutcome } from "../use-receipt-items";

interface ItemDetailsDialogProps {
  item: ReceiptItemView | null;
  onClose: () => void;
  onSave: (item: ReceiptItemView, details: { productName: string; price: number }) => Promise<UpdateOutcome>;
}

/** SPEC §2 "Edit Item Details": the product name and gluten-free price as read from the receipt. */
export function ItemDetailsDialog({ item, onClose, onSave }: ItemDetailsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <ItemDetailsForm key={item.index} item={item} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function ItemDetailsForm({ item, onClose, onSave }: ItemDetailsDialogProps & { item: ReceiptItemView }) {
  const [name, setName] = useState(item.productName);
  const [price, setPrice] = useState(item.price.toFixed(2));
  const [errors, setErrors] = useState<{ name?: string; price?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePriceInput(price);
    const next = {
      name: name.trim() ? undefined : "Product name is required",
      price: parsed === null ? "Please enter a valid positive number." : undefined,
    };
    setErrors(next);
    if (next.name || parsed === null) return;
    setBusy(true);
    const outcome = await onSave(item, { productName: name.trim(), price: parsed });
    setBusy(false);
    if (outcome.status === "rejected") setErrors({ form: outcome.message });
    else onClose();
  };

  return (
    <DialogContent>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div className="space-y-1 pr-8">
          <DialogTitle>Edit Item Details</DialogTitle>
          <DialogDescription>Correct what was read from the receipt.</DialogDescription>
        </div>
        <TextField label="Product Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoFocus />
        <TextField
          label="Price (CAD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          error={errors.price}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" pending={busy}>
            Save Changes
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
