import { lineCentsFor, perPackCents, rescaleLineCents } from "./line-quantity";

/** A claim line's amounts: line totals in cents for `quantity` packs. */
export interface LinePrices {
  quantity: number;
  gfPriceCents: number;
  regularPriceCents: number;
}

/** What an edit may change: the quantity, the GF price paid, and the regular price for the line or for one pack. */
export interface PriceEdit {
  quantity?: number;
  gfPriceCents?: number;
  regularLineCents?: number;
  regularPackCents?: number;
}

/**
 * A line's amounts after an edit. The GF price stays what was paid for the line; a new quantity keeps the per-pack
 * regular price, so the regular total scales with it. `regularTyped` says the user set a regular price of their own
 * (re-saving the price already there does not count, so a catalog source is not lost to a no-op save).
 */
export function repriceLine(current: LinePrices, edit: PriceEdit): LinePrices & { regularTyped: boolean } {
  const quantity = edit.quantity ?? current.quantity;
  const kept = rescaleLineCents(current.regularPriceCents, current.quantity, quantity);
  let regularPriceCents = kept;
  if (edit.regularPackCents !== undefined && edit.regularPackCents !== perPackCents(kept, quantity)) {
    regularPriceCents = lineCentsFor(edit.regularPackCents, quantity);
  } else if (edit.regularLineCents !== undefined) {
    regularPriceCents = edit.regularLineCents;
  }
  return {
    quantity,
    gfPriceCents: edit.gfPriceCents ?? current.gfPriceCents,
    regularPriceCents,
    regularTyped: regularPriceCents !== kept,
  };
}
