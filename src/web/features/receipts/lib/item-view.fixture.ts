import { groupWords, perUnitWords, productWords, sizeWords } from "#domain/claims/comparable-words";
import { said } from "#domain/i18n/said";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";

// The sentences the matcher composes (propose-comparison.ts) for a 450 g loaf.
const scaled = said("comparable.scaled", { size: sizeWords({ value: 450, unit: "g" }) });
const CLOSEST_MEDIAN = said("comparable.closestMedian", {
  per: perUnitWords("g"),
  closest: said("comparable.closest", {
    count: 1,
    products: { list: [productWords({ name: "White Bread", size: "675 g", vendor: "Voila", observedOn: "2024-11-21" }, "listed")] },
  }),
  scaled,
});
const BREAD_MEDIAN = said("comparable.categoryMedian", { per: perUnitWords("g"), count: 120, group: groupWords("Bread", null), scaled });

/** A GF substitute line as the server answers it, with the app's proposal in use; tests override what they need. */
export const itemView = (over: Partial<ReceiptItemView> = {}): ReceiptItemView => ({
  id: "i1",
  index: 0,
  productName: "GF BREAD",
  price: 6.99,
  quantity: 1,
  category: "Bread",
  isGlutenFree: true,
  isSubstitute: true,
  isSelected: true,
  matchedProductId: "p1",
  matchedProduct: null,
  matchScore: 0.8,
  customRegularPrice: null,
  eligibility: "substitute",
  eligibilityNote: null,
  gfConfirmed: false,
  packageSize: "450 g",
  packageSizeSource: "gf-list",
  proposal: { kind: "catalog", perPack: 3.99, detail: CLOSEST_MEDIAN, productId: "p1" },
  closestProducts: [
    { id: "p1", productName: "White Bread", vendor: "Voila", size: "675 g", price: 4.5, observedOn: "2024-11-21", perPack: 3 },
    { id: "p2", productName: "Bagels", vendor: null, size: "6 items", price: 3, observedOn: null, perPack: null },
  ],
  categoryReference: { kind: "category", perPack: 3.5, detail: BREAD_MEDIAN, productId: null },
  regularPricePerPack: 3.99,
  regularPrice: 3.99,
  regularPriceSource: "catalog",
  regularPriceDetail: CLOSEST_MEDIAN,
  regularPriceProductId: "p1",
  matchCheck: { level: "good", reasons: [] },
  discount: 0,
  difference: 3,
  needs: null,
  photoBox: null,
  ...over,
});

/** The same line before any comparable: no proposal was trustworthy enough. */
export const itemWithoutComparable = (over: Partial<ReceiptItemView> = {}) =>
  itemView({
    proposal: null,
    regularPricePerPack: null,
    regularPrice: null,
    regularPriceSource: null,
    regularPriceDetail: null,
    regularPriceProductId: null,
    matchCheck: null,
    difference: null,
    needs: "comparable_price",
    ...over,
  });
