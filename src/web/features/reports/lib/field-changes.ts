import { parseMoneyToCents } from "#domain/money";
import { formatQuantity, lineCentsFor, parseQuantity, QUANTITY_MESSAGE } from "#domain/tax/line-quantity";
import type { LineItem } from "../api/report-types";
import type { LineItemChanges } from "../api/use-update-line-item";
import { EDITABLE_FIELDS, type EditableField } from "../components/editable-fields";
import { INVALID_FORMAT_MESSAGE, normalisePrice, recomputedSavings } from "./price-input";

export type FieldChanges = { ok: true; value: string; changes: LineItemChanges } | { ok: false; error: string };

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The regular price of the whole line for a price of one pack, as the server will compute it. */
export const regularLineTotal = (packPrice: string, quantity: number): number | null => {
  const cents = parseMoneyToCents(packPrice);
  return cents === null || cents < 0 ? null : lineCentsFor(cents, quantity);
};

/**
 * What one edited cell sends (SPEC.md §3 field names), or why the typed value is refused. Prices are normalised by
 * SPEC.md §5's rules and sent with the recomputed difference as `savings`; a pack price goes with the line total it
 * makes, so that difference matches what the server will store.
 */
export function fieldChanges(item: LineItem, field: EditableField, raw: string): FieldChanges {
  const spec = EDITABLE_FIELDS[field];
  if (spec.kind === "text") {
    const text = raw.trim();
    if (!text) return { ok: false, error: `${spec.label} is required` };
    return { ok: true, value: text, changes: field === "product" ? { product_name: text } : { store_location: text } };
  }
  if (spec.kind === "quantity") {
    const quantity = parseQuantity(raw);
    if (quantity === null) return { ok: false, error: QUANTITY_MESSAGE };
    return { ok: true, value: formatQuantity(quantity), changes: { quantity: formatQuantity(quantity) } };
  }
  const check = normalisePrice(raw);
  if (!check.ok) {
    return { ok: false, error: check.message === INVALID_FORMAT_MESSAGE ? `${check.title}: ${check.message}` : check.message };
  }
  if (field === "gfPrice") {
    return { ok: true, value: check.value, changes: { gf_price: check.value, savings: recomputedSavings(check.value, item.originalPrice.toFixed(2)) } };
  }
  const total = dollars(regularLineTotal(check.value, item.quantity)!);
  return { ok: true, value: check.value, changes: { non_gf_unit_price: check.value, savings: recomputedSavings(item.price.toFixed(2), total) } };
}
