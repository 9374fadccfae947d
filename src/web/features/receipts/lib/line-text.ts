/** The words a receipt line is shown with, shared by the upload and review pages. */
import type { ComparableKind, SizeSource } from "#domain/claims/comparable-price";
import type { ClaimBlocker } from "#domain/claims/line-claim";
import type { MessageKey } from "#domain/i18n/translator";

/** Beside the regular price, as the "(Custom)" of docs/product-spec.md §2 marks the user's own. */
export const SOURCE_MARKER: Record<ComparableKind, MessageKey> = {
  catalog: "review.marker.catalog",
  product: "review.marker.product",
  category: "review.marker.category",
  custom: "review.marker.custom",
};

export const SOURCE_LABEL: Record<ComparableKind, MessageKey> = {
  catalog: "review.source.catalog",
  product: "review.source.product",
  category: "review.source.category",
  custom: "review.source.custom",
};

export const SIZE_SOURCE_LABEL: Record<SizeSource, MessageKey> = {
  receipt: "review.size.receipt",
  "gf-list": "review.size.gfList",
  brand: "review.size.brand",
  kind: "review.size.kind",
  user: "review.size.user",
};

/** What a selected line still needs, as the action that gives it. */
export const NEEDS_TEXT: Record<ClaimBlocker, MessageKey> = {
  comparable_price: "review.needs.comparablePrice",
  confirm_gluten_free: "review.needs.confirmGlutenFree",
  ineligible: "review.needs.ineligible",
};

/** "340 g" kept on one line. */
export const unbroken = (text: string) => text.replace(/ /g, "\u00a0");
