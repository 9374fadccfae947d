import { mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";

/** A receipt read but not saved with no line that could ever be claimed: saving it would claim nothing. */
export const nothingToClaim = (receipt: ReceiptView) =>
  receipt.status === "processed" && !receipt.items.some((i) => mayBeClaimed(i.eligibility));
