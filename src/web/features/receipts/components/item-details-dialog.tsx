import { useState, type FormEvent } from "react";
import { centsToDollars } from "#domain/money";
import { parseMoneyInput } from "#domain/money-input";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { MAX_QUANTITY, PACK_COUNT_MESSAGE, parsePackCount } from "#domain/tax/line-quantity";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { formatDollarsForInput } from "../../../lib/format";
import { INVALID_PRICE } from "../lib/invalid-price";
import type { EditItem } from "../api/use-receipt-items";

interface ItemDetailsDialogProps {
  item: ReceiptItemView | null;
  onClose: () => void;
  onEdit: EditItem;
}

/**
 * docs/product-spec.md §2 "Edit Item Details": the product name, the price paid for the whole line and how many
 * packs it holds.
 */
export function ItemDetailsDialog({ item, onClose, onEdit }: ItemDetailsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <ItemDetailsForm key={item.index} item={item} onClose={onClose} onEdit={onEdit} />}
    </Dialog>
  );
}

function ItemDetailsForm({ item, onClose, onEdit }: ItemDetailsDialogProps & { item: ReceiptItemView }) {
  const [name, setName] = useState(item.productName);
  const [price, setPrice] = useState(formatDollarsForInput(item.price));
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [errors, setErrors] = useState<{ name?: string; price?: string; quantity?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedPrice = parseMoneyInput(price);
    const parsedQuantity = parsePackCount(quantity);
    const next = {
      name: name.trim() ? undefined : "Product name is required",
      price: parsedPrice.ok ? undefined : INVALID_PRICE,
      quantity: parsedQuantity === null ? PACK_COUNT_MESSAGE : undefined,
    };
    setErrors(next);
    if (next.name || !parsedPrice.ok || parsedQuantity === null) return;
    setBusy(true);
    const outcome = await onEdit(item, {
      kind: "details",
      productName: name.trim(),
      price: centsToDollars(parsedPrice.cents),
      quantity: parsedQuantity,
    });
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
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
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
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            max={MAX_QUANTITY}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={errors.quantity}
          />
        </div>
        <p className="-mt-2 text-xs text-slate-600">
          The price is what you paid for the whole line; the quantity is how many packs it holds.
        </p>
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
