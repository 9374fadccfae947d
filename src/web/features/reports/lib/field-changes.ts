import { calendarDay, systemClock } from "#domain/calendar/canadian-calendar";
import { differenceCents } from "#domain/claims/difference-cents";
import { centsToAmountText, dollarsToCents } from "#domain/money";
import { parseMoneyInput, type MoneyProblem } from "#domain/money-input";
import type { MessageKey } from "#domain/i18n/translator";
import { PURCHASE_DATE_FORMAT_MESSAGE, purchaseDateProblem } from "#domain/receipts/purchase-date";
import { formatQuantity, lineCentsFor, parseQuantity, QUANTITY_MESSAGE } from "#domain/tax/line-quantity";
import type { LineItemView } from "#domain/api/tax-report";
import type { LineItemChanges } from "../api/use-update-line-item";
import { EDITABLE_FIELDS, type EditableField } from "../components/editable-fields";

/** A refusal's `error` is a message text of the catalogues (a key, or a key with arguments): the dialog says it. */
export type FieldChanges = { ok: true; value: string; changes: LineItemChanges } | { ok: false; error: string };

// docs/product-spec.md §5's words for a refused price in the reports edit dialog.
const PRICE_ERRORS: Record<MoneyProblem, MessageKey> = {
  empty: "validation.number",
  "not-a-number": "validation.number",
  "bad-format": "validation.priceFormatInvalid",
  negative: "validation.priceNegative",
};

const TEXT_REQUIRED: Record<"product" | "store", MessageKey> = {
  product: "validation.productNameRequired",
  store: "validation.storeRequired",
};

/** The regular price of the whole line for a price of one pack, as the server will compute it. */
export const regularLineTotal = (packPrice: string, quantity: number): number | null => {
  const price = parseMoneyInput(packPrice);
  return price.ok ? lineCentsFor(price.cents, quantity) : null;
};

/**
 * What one edited cell sends (docs/product-spec.md §3 field names), or why the typed value is refused. Prices go as
 * "12.34" with the recomputed difference as `savings` (docs/product-spec.md §5); a pack price goes with the line total
 * it makes, so that difference matches what the server will store.
 */
export function fieldChanges(item: LineItemView, field: EditableField, raw: string): FieldChanges {
  const spec = EDITABLE_FIELDS[field];
  if (spec.kind === "date") {
    const date = raw.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { ok: false, error: PURCHASE_DATE_FORMAT_MESSAGE };
    const problem = purchaseDateProblem(date, calendarDay(systemClock()));
    return problem ? { ok: false, error: problem } : { ok: true, value: date, changes: { purchase_date: date } };
  }
  if (field === "product" || field === "store") {
    const text = raw.trim();
    if (!text) return { ok: false, error: TEXT_REQUIRED[field] };
    return { ok: true, value: text, changes: field === "product" ? { product_name: text } : { store_location: text } };
  }
  if (spec.kind === "quantity") {
    const quantity = parseQuantity(raw);
    if (quantity === null) return { ok: false, error: QUANTITY_MESSAGE };
    return { ok: true, value: formatQuantity(quantity), changes: { quantity: formatQuantity(quantity) } };
  }
  const price = parseMoneyInput(raw);
  if (!price.ok) return { ok: false, error: PRICE_ERRORS[price.problem] };
  const value = centsToAmountText(price.cents);
  if (field === "gfPrice") {
    const savings = differenceCents(price.cents, dollarsToCents(item.originalPrice));
    return { ok: true, value, changes: { gf_price: value, savings: centsToAmountText(savings) } };
  }
  const savings = differenceCents(dollarsToCents(item.price), lineCentsFor(price.cents, item.quantity));
  return { ok: true, value, changes: { non_gf_unit_price: value, savings: centsToAmountText(savings) } };
}
