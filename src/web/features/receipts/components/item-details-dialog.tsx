import { useState, type FormEvent } from "react";
import { centsToDollars } from "#domain/money";
import { parseMoneyInput } from "#domain/money-input";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { MAX_QUANTITY, PACK_COUNT_MESSAGE, parsePackCount } from "#domain/tax/line-quantity";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { formatDollarsForInput } from "../../../lib/format";
import type { Category } from "#domain/gluten-free/categories";
import { INVALID_PRICE } from "../lib/invalid-price";
import type { EditItem } from "../api/use-receipt-items";
import { CategorySelect, isCategory } from "./category-select";
import { useI18n } from "../../../lib/i18n";

interface ItemDetailsDialogProps {
  item: ReceiptItemView | null;
  onClose: () => void;
  onEdit: EditItem;
}

/**
 * docs/product-spec.md §2 "Edit Item Details": the product name, the price paid for the whole line, how many packs it
 * holds, and its food category. Only what changed is sent; the server runs its rules again on each change.
 */
export function ItemDetailsDialog({ item, onClose, onEdit }: ItemDetailsDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <ItemDetailsForm key={item.index} item={item} onClose={onClose} onEdit={onEdit} />}
    </Dialog>
  );
}

function ItemDetailsForm({ item, onClose, onEdit }: ItemDetailsDialogProps & { item: ReceiptItemView }) {
  const { t } = useI18n();
  const [name, setName] = useState(item.productName);
  const [price, setPrice] = useState(formatDollarsForInput(item.price));
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [category, setCategory] = useState<Category | null>(isCategory(item.category) ? item.category : null);
  const [errors, setErrors] = useState<{ name?: string; price?: string; quantity?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsedPrice = parseMoneyInput(price);
    const parsedQuantity = parsePackCount(quantity);
    const next = {
      name: name.trim() ? undefined : t("line.nameRequired"),
      price: parsedPrice.ok ? undefined : INVALID_PRICE,
      quantity: parsedQuantity === null ? PACK_COUNT_MESSAGE : undefined,
    };
    setErrors(next);
    if (next.name || !parsedPrice.ok || parsedQuantity === null) return;
    const details = { productName: name.trim(), price: centsToDollars(parsedPrice.cents), quantity: parsedQuantity };
    const detailsChanged = details.productName !== item.productName || details.price !== item.price || details.quantity !== item.quantity;
    const categoryChanged = category !== null && category !== item.category;
    setBusy(true);
    // The details first: a new name files the line by its words, and a category chosen here is the user's last word.
    let current = item;
    if (detailsChanged) {
      const outcome = await onEdit(current, { kind: "details", ...details });
      if (outcome.status === "rejected") return fail(outcome.message);
      // Kept only in this view, the new details have not reached the server, and a category sent now would be refiled
      // by them when they are sent: it is asked for again then.
      if (outcome.status === "local") return categoryChanged ? fail(t("details.categoryNotSent")) : onClose();
      current = outcome.item;
    }
    if (categoryChanged) {
      const outcome = await onEdit(current, { kind: "category", category });
      if (outcome.status === "rejected") return fail(outcome.message);
    }
    setBusy(false);
    onClose();
  };
  const fail = (message: string) => {
    setBusy(false);
    setErrors({ form: message });
  };

  return (
    <DialogContent>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div className="space-y-1 pr-8">
          <DialogTitle>{t("details.title")}</DialogTitle>
          <DialogDescription>{t("details.lead")}</DialogDescription>
        </div>
        <TextField label={t("details.name")} value={name} onChange={(e) => setName(e.target.value)} error={errors.name} autoFocus />
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <TextField
            label={t("line.price")}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            error={errors.price}
          />
          <TextField
            label={t("line.quantity")}
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
          {t("line.priceHint")}
        </p>
        <CategorySelect value={category} onChange={setCategory} />
        <p className="-mt-2 text-xs text-slate-600">{t("details.categoryHint")}</p>
        {errors.form && (
          <p role="alert" className="text-sm text-red-700">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" pending={busy}>
            {t("details.save")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
