import { useId, useState } from "react";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";
import { dropExtraDecimals } from "#domain/money-input";
import { EARLIEST_PURCHASE_DATE } from "#domain/receipts/purchase-date";
import { Input } from "../../../components/ui/input";
import { SaidText } from "../../../components/said/said-text";
import { Label } from "../../../components/ui/label";
import { useI18n } from "../../../lib/i18n";
import type { LineItemView } from "#domain/api/tax-report";
import { fieldChanges, regularLineTotal } from "../lib/field-changes";
import { currentValue, EDITABLE_FIELDS, type EditableField, type EditTarget } from "./editable-fields";
import { LineEditDialog, LineEditForm, type LineEditActions } from "./line-edit-dialog";

/** docs/product-spec.md §2 click-to-edit modal: Enter saves, Escape (or Cancel) leaves the value as it was. */
export function EditFieldDialog({ target, ...actions }: LineEditActions & { target: EditTarget | null }) {
  return (
    <LineEditDialog open={target !== null} onClose={actions.onClose}>
      {target && <EditFieldForm key={`${target.item.id}-${target.field}`} target={target} {...actions} />}
    </LineEditDialog>
  );
}

/** What the typed value means for the line: the quantity's effect, or the regular price times the quantity. */
function FieldHint({ item, field, value, id }: { item: LineItemView; field: EditableField; value: string; id: string }) {
  const { t, format } = useI18n();
  const quantity = format.number(item.quantity);
  let text: string;
  if (field === "date") text = t("lineEdit.hint.date");
  else if (field === "gfPrice") text = t("lineEdit.hint.gfPrice", { quantity, count: item.quantity });
  else if (field === "quantity") {
    text = t("lineEdit.hint.quantity", { price: format.dollars(item.price), unitPrice: format.dollars(item.originalUnitPrice) });
  } else if (field === "regularPrice") {
    const total = regularLineTotal(value, item.quantity);
    text = t("lineEdit.hint.regularPrice", { quantity, total: total === null ? "…" : format.money(total) });
  } else return null;
  return (
    <p id={id} aria-live="polite" className="text-sm text-slate-600 tabular-nums">
      {text}
    </p>
  );
}

function EditFieldForm({ target, ...actions }: LineEditActions & { target: EditTarget }) {
  const { t, text } = useI18n();
  const { item, field } = target;
  const spec = EDITABLE_FIELDS[field];
  const [value, setValue] = useState(() => currentValue(item, field));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const changes = () => {
    const result = fieldChanges(item, field, value);
    if (!result.ok) {
      // Shown in the dialog, not as a toast: a toast would take the next Escape away from the dialog.
      setError(result.error);
      return null;
    }
    setValue(result.value);
    return result.changes;
  };

  return (
    <LineEditForm
      title={t("lineEdit.title", { field })}
      description={t("lineEdit.keys", { product: item.customProductName })}
      changes={changes}
      {...actions}
    >
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{t("lineEdit.label", { field })}</Label>
        <Input
          id={inputId}
          autoFocus
          value={value}
          {...(spec.kind === "date"
            ? { type: "date", min: EARLIEST_PURCHASE_DATE, max: calendarDay(systemClock()) }
            : { inputMode: spec.kind === "text" ? "text" : "decimal" })}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={[error && errorId, spec.kind !== "text" && hintId].filter(Boolean).join(" ") || undefined}
          onChange={(event) => {
            setError(null);
            setValue(spec.kind === "price" ? dropExtraDecimals(event.target.value) : event.target.value);
          }}
        />
        <FieldHint item={item} field={field} value={value} id={hintId} />
        {field === "regularPrice" && (
          <p className="text-xs text-slate-500">
            {item.regularProductName ? t("lineEdit.currentPriceNamed", { product: item.regularProductName }) : t("lineEdit.currentPrice")}{" "}
            <SaidText words={item.comparableSource} />
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {text(error)}
          </p>
        )}
      </div>
    </LineEditForm>
  );
}
