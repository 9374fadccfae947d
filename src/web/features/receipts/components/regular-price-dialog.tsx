import { useState, type FormEvent } from "react";
import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { toast } from "../../../components/ui/toast-store";
import { formatDollars } from "../format-receipt";
import { parsePriceInput } from "../parse-price-input";
import type { UpdateOutcome } from "../use-receipt-items";

interface RegularPriceDialogProps {
  item: ReceiptItemView | null;
  onClose: () => void;
  onSave: (item: ReceiptItemView, price: number) => Promise<UpdateOutcome>;
  /** Offered when selecting an unmatched item: keep the default comparison price instead of typing one. */
  onUseEstimate?: (item: ReceiptItemView) => Promise<UpdateOutcome>;
}

/** SPEC §2 "Enter Regular Price": sets the user's regular price, which also selects the item. */
export function RegularPriceDialog({ item, onClose, onSave, onUseEstimate }: RegularPriceDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && <RegularPriceForm key={item.index} item={item} onClose={onClose} onSave={onSave} onUseEstimate={onUseEstimate} />}
    </Dialog>
  );
}

function RegularPriceForm({ item, onClose, onSave, onUseEstimate }: RegularPriceDialogProps & { item: ReceiptItemView }) {
  const [value, setValue] = useState(item.regularPrice.toFixed(2));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const finish = async (run: () => Promise<UpdateOutcome>) => {
    setBusy(true);
    const outcome = await run();
    setBusy(false);
    if (outcome.status === "rejected") setError(outcome.message);
    else onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = parsePriceInput(value);
    if (price === null) {
      setError("Please enter a valid positive number.");
      toast({ variant: "destructive", title: "Invalid Price", description: "Please enter a valid positive number." });
      return;
    }
    void finish(() => onSave(item, price));
  };

  return (
    <DialogContent>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1 pr-8">
          <DialogTitle>Enter Regular Price</DialogTitle>
          <DialogDescription>
            The price of a comparable regular (non-gluten-free) product for “{item.productName}” ({formatDollars(item.price)}).
            {!item.matchedProduct && " No regular product was matched, so the default comparison price is an estimate: the item price minus $3."}
          </DialogDescription>
        </div>
        <TextField
          label="Regular Price (CAD)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {onUseEstimate && (
            <Button variant="secondary" onClick={() => void finish(() => onUseEstimate(item))} disabled={busy}>
              Use Estimate
            </Button>
          )}
          <Button type="submit" pending={busy}>
            Save &amp; Select Item
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
