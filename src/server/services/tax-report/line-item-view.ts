import type { Selectable } from "kysely";
import { claimableCents } from "../../../domain/tax/claimable-cents";
import { centsToDollars } from "../../../domain/money";
import type { LineItemTable } from "../../db/schema";

/** SPEC.md §3's logged line item, in dollars on the wire, with the claimant and share that DOMAIN.md adds. */
export function toLineItemView(row: Selectable<LineItemTable>) {
  return {
    id: row.id,
    receiptId: row.receipt_id,
    purchaseDate: row.purchase_date,
    storeLocation: row.store,
    customProductName: row.product_name,
    price: centsToDollars(row.gf_price_cents),
    originalPrice: centsToDollars(row.regular_price_cents),
    priceDifference: centsToDollars(row.difference_cents),
    claimable: centsToDollars(claimableCents(row.difference_cents, row.share_pct)),
    quantity: row.quantity,
    category: row.category,
    regularProductName: row.regular_product_name,
    claimant: row.claimant,
    sharePct: row.share_pct,
  };
}

export type LineItemView = ReturnType<typeof toLineItemView>;
