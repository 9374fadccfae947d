import { useId, useState, type FormEvent } from "react";
import { packagesOf, regularLineCents } from "#domain/claims/regular-price";
import { centsToDollars } from "#domain/money";
import { parseMoneyInput } from "#domain/money-input";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/toast-store";
import { formatDollarsForInput } from "../../../lib/format";
import { unbroken } from "../lib/line-text";
import { INVALID_PRICE } from "../lib/invalid-price";
import { useItemAction } from "../hooks/use-item-action";
import type { EditItem } from "../api/use-receipt-items";
import { useI18n } from "../../../lib/i18n";

interface TypedPriceFormProps {
  item: ReceiptItemView;
  disabled: boolean;
  onEdit: EditItem;
  onSaved: () => void;
}

/** The user's own price for ONE regular pack; the line's regular price is that times its packs. */
export function TypedPriceForm({ item, disabled, onEdit, onSaved }: TypedPriceFormProps) {
  const { t, format } = useI18n();
  const id = useId();
  const [value, setValue] = useState(item.customRegularPrice === null ? "" : formatDollarsForInput(item.customRegularPrice));
  const action = useItemAction(onEdit);
  const packs = packagesOf(item.quantity);
  const perPack = parseMoneyInput(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!perPack.ok) {
      action.setError(t(INVALID_PRICE));
      toast({ variant: "destructive", title: t("typedPrice.invalid"), description: t(INVALID_PRICE) });
      return;
    }
    if (await action.run(item, { kind: "regularPrice", customRegularPrice: centsToDollars(perPack.cents) })) onSaved();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-slate-800">
        {item.packageSize ? t("typedPrice.labelSized", { size: unbroken(item.packageSize) }) : t("typedPrice.label")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-28">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
            $
          </span>
          <Input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="pl-6"
            value={value}
            disabled={disabled}
            aria-invalid={action.error ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setValue(e.target.value);
              action.setError(null);
            }}
          />
        </div>
        {packs > 1 && (
          <span className="text-slate-700 tabular-nums">
            × {packs} = {perPack.ok ? format.money(regularLineCents(perPack.cents, item.quantity)) : "…"}
          </span>
        )}
        <Button type="submit" variant="outline" size="sm" pending={action.busy} disabled={disabled}>
          {t("typedPrice.use")}
        </Button>
      </div>
      <p id={`${id}-hint`} className={action.error ? "text-sm text-red-700" : "text-xs text-slate-600"}>
        {action.error ??
          (packs > 1 ? t("typedPrice.hintPacks", { packs }) : t("typedPrice.hint"))}
      </p>
    </form>
  );
}
