import type { ReceiptItemView } from "../../../../domain/receipts/receipt-view-types";

/** Where an item's regular price comes from: the user, a matched product, or SPEC §9's estimate. */
export function ComparisonLabel({ item }: { item: ReceiptItemView }) {
  if (item.regularPriceSource === "custom") return <span>Your regular price</span>;
  if (item.regularPriceSource === "match" && item.matchedProduct) {
    const { productName, brand, category, size } = item.matchedProduct;
    return (
      <span>
        {productName}
        <span className="text-slate-500">{[brand, category, size].filter(Boolean).map((part) => ` · ${part}`)}</span>
      </span>
    );
  }
  return <span className="text-amber-700">Default comparison price (estimated)</span>;
}
