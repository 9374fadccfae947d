import type { RegularPriceSource } from "../claims/regular-price";
import type { ReceiptAnalysis } from "../claims/receipt-analysis";

/** What the receipt endpoints answer (dollars on the wire, SPEC.md §3), shared by the server and the web app. */
export interface MatchedProductView {
  id: string;
  productName: string;
  brand: string | null;
  category: string;
  averagePrice: number;
  size: string | null;
}

export interface ReceiptItemView {
  id: string;
  index: number;
  productName: string;
  price: number;
  quantity: number;
  category: string | null;
  isGlutenFree: boolean;
  isSubstitute: boolean;
  isSelected: boolean;
  matchedProductId: string | null;
  matchedProduct: MatchedProductView | null;
  matchScore: number | null;
  customRegularPrice: number | null;
  regularPrice: number;
  regularPriceSource: RegularPriceSource;
  difference: number;
}

export interface ReceiptView {
  id: string;
  storeLocation: string | null;
  store: string | null;
  address: string | null;
  purchaseDate: string | null;
  total: number | null;
  subtotal: number | null;
  taxes: { label: string; amount: number }[];
  status: string;
  balanced: boolean | null;
  warnings: string[];
  engine: string;
  createdAt: string;
  possibleDuplicate: { id: string; createdAt: string } | null;
  analysis: ReceiptAnalysis;
  totalEligibleDifference: number;
  items: ReceiptItemView[];
}
