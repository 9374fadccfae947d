import { analyseReceipt } from "#domain/claims/receipt-analysis";
import { lineNote } from "#domain/gluten-free/line-note";
import type { ReceiptItemView, ReceiptView, SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { itemView, itemWithoutComparable } from "../features/receipts/lib/item-view.fixture";

export { itemView, itemWithoutComparable };

/** A receipt as GET /api/receipts/:id answers it, read and waiting for review; tests override what they need. */
export function receiptView(over: Partial<ReceiptView> = {}): ReceiptView {
  const items: ReceiptItemView[] = over.items ?? [
    itemView(),
    itemView({
      id: "i2",
      index: 1,
      productName: "BANANAS",
      price: 1.29,
      category: "Produce",
      isGlutenFree: false,
      isSubstitute: false,
      isSelected: false,
      eligibility: "natural",
      eligibilityNote: lineNote({ kind: "item", name: "Bananas", eligibility: "natural", gfConfirmed: false }),
      proposal: null,
      closestProducts: [],
      categoryReference: null,
      regularPricePerPack: null,
      regularPrice: null,
      regularPriceSource: null,
      regularPriceDetail: null,
      regularPriceProductId: null,
      matchCheck: null,
      difference: null,
      packageSize: null,
      packageSizeSource: null,
    }),
  ];
  return {
    id: "r1",
    storeLocation: "Metro, 123 Main St, Toronto",
    store: "Metro",
    address: "123 Main St, Toronto",
    purchaseDate: "2025-03-14",
    total: 8.28,
    subtotal: 8.28,
    taxes: [],
    status: "processed",
    balanced: true,
    warnings: [],
    engine: "ocr",
    createdAt: "2025-03-14T18:20:00.000Z",
    possibleDuplicate: null,
    analysis: analyseReceipt(items.map((i) => ({ isGlutenFree: i.isGlutenFree, matched: i.regularPrice !== null, flagged: false }))),
    totalEligibleDifference: items.reduce((sum, i) => sum + (i.isSelected ? (i.difference ?? 0) : 0), 0),
    ...over,
    items,
  };
}

/** The saved receipt a new one looks like (same store, date and total). */
export const savedReceiptRef = (over: Partial<SavedReceiptRef> = {}): SavedReceiptRef => ({
  id: "r0",
  createdAt: "2025-03-14T18:00:00.000Z",
  savedAt: "2025-03-15T09:00:00.000Z",
  store: "Metro",
  purchaseDate: "2025-03-14",
  total: 8.28,
  sameImage: false,
  ...over,
});
