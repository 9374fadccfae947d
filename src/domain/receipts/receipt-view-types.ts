import type { ComparableKind, SizeSource } from "../claims/comparable-price";
import type { ClaimBlocker } from "../claims/line-claim";
import type { ReceiptAnalysis } from "../claims/receipt-analysis";
import type { MatchCheck } from "../claims/match-confidence";
import type { Eligibility } from "../gluten-free/food-eligibility";

/** What the receipt endpoints answer (dollars on the wire, docs/product-spec.md §3), shared by server and web app. */
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

/** A comparable regular price for one GF package, in dollars, with its source in words. */
export interface ComparableView {
  kind: ComparableKind;
  /** In the purchase year's money. */
  perPack: number;
  detail: string;
  productId: string | null;
}

/** A catalog product the user may pick as the comparable. */
export interface ComparableProductView {
  id: string;
  productName: string;
  vendor: string | null;
  size: string | null;
  price: number;
  observedOn: string | null;
  /** Scaled to the GF package size and moved to the purchase year; null when the sizes do not compare. */
  perPack: number | null;
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
  /** A comparable price for one pack, typed by the user. */
  customRegularPrice: number | null;
  /** Decided by the server: only "substitute", and "unknown" once confirmed, can be claimed. */
  eligibility: Eligibility;
  /** Why the line cannot be claimed, when it cannot. */
  eligibilityNote: string | null;
  gfConfirmed: boolean;
  /** The GF package size ("450 g") and where it comes from; null: unknown, the user is asked. */
  packageSize: string | null;
  packageSizeSource: SizeSource | null;
  /** The comparable the app proposes, the closest products to pick from, and the category's reference. */
  proposal: ComparableView | null;
  closestProducts: ComparableProductView[];
  categoryReference: ComparableView | null;
  /** The comparable the line uses, per pack, and for the whole line (per pack × packages); null: none yet. */
  regularPricePerPack: number | null;
  regularPrice: number | null;
  regularPriceSource: ComparableKind | null;
  regularPriceDetail: string | null;
  /** The catalog product the comparable names (the one the user picked, or the closest of the proposal). */
  regularPriceProductId: string | null;
  /** Whether the comparable price looks like a fair comparison, with the reasons to check it; null: no comparable. */
  matchCheck: MatchCheck | null;
  /** What the discount lines printed under this item take off; `difference` is from the price less this. */
  discount: number;
  difference: number | null;
  /** What the line still needs before it can be saved as a claim. */
  needs: ClaimBlocker | null;
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
  possibleDuplicate: SavedReceiptRef | null;
  analysis: ReceiptAnalysis;
  totalEligibleDifference: number;
  items: ReceiptItemView[];
}

/** A saved receipt another one looks like: enough for the user to recognise it. */
export interface SavedReceiptRef {
  id: string;
  createdAt: string;
  savedAt: string | null;
  store: string | null;
  purchaseDate: string | null;
  total: number | null;
  /** Why it looks the same: the very same photo, or the same store, date and total. */
  sameImage: boolean;
}

/** One row of GET /api/receipts: a receipt waiting for review or a saved one. */
export interface ReceiptSummary {
  id: string;
  status: "processed" | "confirmed";
  store: string | null;
  purchaseDate: string | null;
  total: number | null;
  createdAt: string;
  savedAt: string | null;
  itemCount: number;
  glutenFreeCount: number;
  /** Saved receipts: what their claim lines add up to (before the share claimed). */
  claimedDifference: number | null;
}
