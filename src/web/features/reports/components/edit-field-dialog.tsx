import { useId, useState } from "react";
import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";
import { formatCents } from "#domain/money";
import { dropExtraDecimals } from "#domain/money-input";
import { EARLIEST_PURCHASE_DATE } from "#domain/receipts/purchase-date";
import { formatQuantity } from "#domain/tax/line-quantity";
import { Input } from "../../../components/ui/input";
import { SaidText } from "../../../components/said/said-text";
import { Label } from "../../../components/ui/label";
import { formatDollars } from "../../../lib/format";
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

const packs = (quantity: number) => `${formatQuantity(quantity)} ${quantity === 1 ? "pack" : "packs"}`;

/** What the typed value means for the line: the quantity's effect, or the regular price times the quantity. */
function FieldHint({ item, field, value, id }: { item: LineItemView; field: EditableField; value: string; id: string }) {
  let text: string;
  if (field === "date") text = "The date decides the tax year and the claim period the line counts in.";
  else if (field === "gfPrice") text = `What you paid for the line (${packs(item.quantity)}).`;
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

function EditFieldForm({ target, ...actions }: LineEditActions & { target: EditTarget }) {
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
      title={spec.title}
      description={`${item.customProductName} · Press Enter to save or Escape to cancel`}
      changes={changes}
      {...actions}
    >
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>{spec.label}</Label>
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
            Current price: {item.regularProductName ? `${item.regularProductName}, ` : ""}
            <SaidText words={item.comparableSource} />
          </p>
        )}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </LineEditForm>
  );
}
