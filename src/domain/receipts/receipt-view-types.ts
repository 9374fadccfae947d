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

/**
 * Where a line was printed on the user's photo: `photo` is the index of the photo in the upload (0 for the first of
 * a long receipt's photos); x, y, width and height are fractions (0..1) of that photo as a browser displays it (EXIF
 * orientation applied); `quarterTurns` is how many quarter turns clockwise make the cut-out strip read upright.
 * The photo itself is never sent back: the browser cuts the strip from its own copy.
 */
export interface PhotoBox {
  photo: number;
  x: number;
  y: number;
  width: number;
  height: number;
  quarterTurns: number;
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
  /** What the discount lines printed under this item take off; `difference` is from the price less this. */
  discount: number;
  difference: number;
  photoBox: PhotoBox | null;
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
