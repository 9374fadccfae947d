import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { centsToDollars } from "#domain/money";
import { parseMoneyInput } from "#domain/money-input";
import { MAX_QUANTITY, PACK_COUNT_MESSAGE, parsePackCount } from "#domain/tax/line-quantity";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";
import { INVALID_PRICE } from "../lib/invalid-price";
import type { CorrectionOutcome } from "../api/use-receipt-corrections";
import { useI18n } from "../../../lib/i18n";

interface Props {
  disabled: boolean;
  onAdd: (line: { productName: string; price: number; quantity: number }) => Promise<CorrectionOutcome>;
}

/** A line the reading missed, typed from the paper receipt; the server reads its name like a printed line's. */
export function AddLineButton({ disabled, onAdd }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t("addLine.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <AddLineForm onAdd={onAdd} onClose={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function AddLineForm({ onAdd, onClose }: Pick<Props, "onAdd"> & { onClose: () => void }) {
  const { t } = useI18n();
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  const [quantity, setQuantity] = useState("1");
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
    setBusy(true);
    const outcome = await onAdd({ productName: name.trim(), price: centsToDollars(parsedPrice.cents), quantity: parsedQuantity });
    setBusy(false);
    if (outcome.ok) onClose();
    else setErrors({ form: outcome.message });
  };

  return (
    <DialogContent>
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <div className="space-y-1 pr-8">
          <DialogTitle>{t("addLine.open")}</DialogTitle>
          <DialogDescription>{t("addLine.lead")}</DialogDescription>
        </div>
        <TextField label={t("line.name")} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} error={errors.name} autoFocus />
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
        <p className="-mt-2 text-xs text-slate-600">{t("line.priceHint")}</p>
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
            {t("addLine.submit")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
