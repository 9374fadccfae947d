/** The words a receipt line is shown with, shared by the upload and review pages. */
import type { ComparableKind, SizeSource } from "#domain/claims/comparable-price";
import type { ClaimBlocker } from "#domain/claims/line-claim";

/** Beside the regular price, as the "(Custom)" of docs/product-spec.md §2 marks the user's own. */
export const SOURCE_MARKER: Record<ComparableKind, string> = {
  catalog: "(Proposed)",
  product: "(Chosen)",
  category: "(Category)",
  custom: "(Custom)",
};

export const SOURCE_LABEL: Record<ComparableKind, string> = {
  catalog: "Proposed by the app",
  product: "Product you chose",
  category: "Category reference",
  custom: "Price you entered",
};

export const SIZE_SOURCE_LABEL: Record<SizeSource, string> = {
  receipt: "size from the receipt",
  "gf-list": "typical size of this product",
  brand: "the size this brand sells most: check yours",
  kind: "the most common size of this kind of product: check yours",
  user: "size you entered",
};

/** What a selected line still needs, as the action that gives it. */
export const NEEDS_TEXT: Record<ClaimBlocker, string> = {
  comparable_price: "Choose a comparable price",
  confirm_gluten_free: "Confirm it is a gluten-free product",
  ineligible: "Cannot be claimed: unselect it",
};

/** "340 g" kept on one line. */
export const unbroken = (text: string) => text.replace(/ /g, "\u00a0");
