import { useId, useState, type FormEvent } from "react";
import { sizeWords } from "#domain/claims/comparable-words";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { SaidText } from "../../../components/said/said-text";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useI18n } from "../../../lib/i18n";
import { SIZE_SOURCE_LABEL } from "../lib/line-text";
import { useItemAction } from "../hooks/use-item-action";
import type { EditItem } from "../api/use-receipt-items";

interface PackageSizeFieldProps {
  item: ReceiptItemView;
  disabled: boolean;
  onEdit: EditItem;
}

/** The GF package size and where it came from; asked for when unknown, since prices compare only per size. */
export function PackageSizeField({ item, disabled, onEdit }: PackageSizeFieldProps) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  if (item.packageSize && !editing) {
    return (
      <p className="text-slate-600">
        {t("review.size.label")} <SaidText className="font-medium text-slate-900" words={sizeWords(item.packageSize)} />
        {item.packageSizeSource && <> · {t(SIZE_SOURCE_LABEL[item.packageSizeSource])}</>}{" "}
        <Button variant="link" className="ml-1 text-xs" disabled={disabled} onClick={() => setEditing(true)}>
          {t("upload.document.change")}
          <span className="sr-only"> {t("review.size.changeOf", { product: item.productName })}</span>
        </Button>
      </p>
    );
  }
  return <PackageSizeForm item={item} disabled={disabled} onEdit={onEdit} onDone={editing ? () => setEditing(false) : undefined} />;
}

function PackageSizeForm({ item, disabled, onEdit, onDone }: PackageSizeFieldProps & { onDone?: () => void }) {
  const { t } = useI18n();
  const id = useId();
  const [size, setSize] = useState(item.packageSize ?? "");
  const action = useItemAction(onEdit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!size.trim()) {
      action.setError(t("review.size.missing"));
      return;
    }
    if (await action.run(item, { kind: "packageSize", size: size.trim() })) onDone?.();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-1.5">
      <label htmlFor={id} className="block font-medium text-slate-800">
        {t(item.packageSize ? "review.size.title" : "review.size.titleToCompare")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          value={size}
          placeholder="450 g"
          autoComplete="off"
          className="max-w-32"
          disabled={disabled}
          aria-invalid={action.error ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setSize(e.target.value);
            action.setError(null);
          }}
        />
        <Button type="submit" variant="outline" size="sm" pending={action.busy} disabled={disabled}>
          {t("review.size.set")}
        </Button>
        {onDone && (
          <Button variant="ghost" size="sm" onClick={onDone} disabled={action.busy}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className={action.error ? "text-sm text-red-700" : "text-xs text-slate-600"}>
        {action.error ?? t("review.size.hint")}
      </p>
    </form>
  );
}
