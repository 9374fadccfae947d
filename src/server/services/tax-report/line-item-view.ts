import type { Selectable } from "kysely";
import type { LineItemView } from "#domain/api/tax-report";
import { claimableCents } from "#domain/tax/claimable-cents";
import { describeRegularSource } from "#domain/tax/comparable-source";
import { perPackCents } from "#domain/tax/line-quantity";
import { centsToDollars } from "#domain/money";
import { readSaid } from "../../db/json-columns";
import type { LineItemTable } from "../../db/schema";

/**
 * docs/product-spec.md §3's logged line item, in dollars on the wire, with the claimant and share that
 * docs/tax-rules.md adds. `price` and `originalPrice` stay line totals as the product spec has them; the per-pack
 * prices and the comparable's source go beside.
 */
export function toLineItemView(row: Selectable<LineItemTable>): LineItemView {
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
    unitPrice: centsToDollars(perPackCents(row.gf_price_cents, row.quantity)),
    originalUnitPrice: centsToDollars(perPackCents(row.regular_price_cents, row.quantity)),
    category: row.category,
    regularProductName: row.regular_product_name,
    regularSource: row.regular_source,
    comparableSource: describeRegularSource(row.regular_source, row.regular_source_detail, readSaid(row.regular_source_words)),
    claimant: row.claimant,
    sharePct: row.share_pct,
  };
}

