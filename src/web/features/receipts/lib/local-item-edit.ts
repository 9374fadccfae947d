import { claimBlocker } from "#domain/claims/line-claim";
import { differenceCents } from "#domain/claims/difference-cents";
import { CATALOG_PRICE_YEAR } from "#domain/claims/grain-price-index";
import {
  acceptedReferenceInYear,
  chosenProductDetail,
  detailInYear,
  packagesOf,
  regularLineCents,
} from "#domain/claims/regular-price";
import { checkMatch } from "#domain/claims/match-confidence";
import type { Category } from "#domain/gluten-free/categories";
import { lineNote, shownGlutenFree } from "#domain/gluten-free/line-note";
import { centsToDollars, dollarsToCents } from "#domain/money";
import type { ComparableChoice } from "#domain/receipts/receipt-schemas";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { ENTERED_BY_YOU } from "#domain/claims/comparable-words";
import { canBeClaimed } from "./line-status";

export type ItemEdit =
  | { kind: "selection"; isSelected: boolean }
  /** A price for one regular pack, typed by the user. */
  | { kind: "regularPrice"; customRegularPrice: number }
  | { kind: "details"; productName: string; price: number; quantity: number }
  | { kind: "comparable"; choice: ComparableChoice }
  | { kind: "glutenFree"; confirmed: boolean }
  | { kind: "packageSize"; size: string }
  | { kind: "category"; category: Category };

type Comparable = Pick<ReceiptItemView, "regularPriceSource" | "regularPricePerPack" | "regularPriceDetail" | "regularPriceProductId">;

/**
 * The comparable a one-tap choice stands for, from the options the server listed, described in the words the server
 * will give it (the same domain functions); null when it listed none. Catalog prices are the catalog year's.
 */
function chosen(item: ReceiptItemView, choice: ComparableChoice, purchaseYear: number): Comparable | null {
  // The proposal is never used for a line the app could not name (line-claim.ts), so it is not a choice there.
  if (choice.choice === "proposal") {
    const proposal = item.eligibility === "substitute" ? item.proposal : null;
    return (
      proposal && {
        regularPriceSource: proposal.kind,
        regularPricePerPack: proposal.perPack,
        regularPriceDetail: proposal.detail,
        regularPriceProductId: proposal.productId,
      }
    );
  }
  if (choice.choice === "category") {
    const reference = item.categoryReference;
    return (
      reference && {
        regularPriceSource: reference.kind,
        regularPricePerPack: reference.perPack,
        regularPriceDetail: acceptedReferenceInYear(reference.detail, CATALOG_PRICE_YEAR, purchaseYear),
        regularPriceProductId: reference.productId,
      }
    );
  }
  const product = item.closestProducts.find((p) => p.id === choice.productId);
  // The server scales a product to the GF package size: without one, only it can answer.
  if (!product || product.perPack === null || item.packageSize === null) return null;
  const detail = chosenProductDetail(
    { name: product.productName, size: product.size, vendor: product.vendor, observedOn: product.observedOn },
    item.packageSize,
  );
  return {
    regularPriceSource: "product",
    regularPricePerPack: product.perPack,
    regularPriceDetail: detailInYear(detail, CATALOG_PRICE_YEAR, purchaseYear),
    regularPriceProductId: product.id,
  };
}

/** The line's total, difference and blocker from its comparable per pack, by line-claim.ts's rules. */
function settle(item: ReceiptItemView): ReceiptItemView {
  const perPackCents = item.regularPricePerPack === null ? null : dollarsToCents(item.regularPricePerPack);
  const regularCents = perPackCents === null ? null : regularLineCents(perPackCents, item.quantity);
  const paidCents = dollarsToCents(item.price) - dollarsToCents(item.discount);
  const eligible = canBeClaimed(item);
  return {
    ...item,
    regularPrice: regularCents === null ? null : centsToDollars(regularCents),
    difference: regularCents === null || !eligible ? null : centsToDollars(differenceCents(paidCents, regularCents)),
    needs: claimBlocker(item.eligibility, item.gfConfirmed, regularCents !== null),
  };
}

/**
 * The item as the server would answer after the edit, shown at once and kept when the call fails for a reason other
 * than a refusal (docs/product-spec.md §8 "Item Updated Locally"). Null when only the server can tell: a new package
 * size or category means a new search of the catalog. `purchaseYear` is the receipt's (`purchaseYearOf`): the year its
 * comparables are priced and described in.
 */
/** The server's check of a typed comparable (match-confidence.ts): the user's own price, doubted only on its ratio. */
const typedPriceCheck = (item: ReceiptItemView, perPack: number) =>
  checkMatch({
    gfPerPackCents: dollarsToCents(item.price) / packagesOf(item.quantity),
    comparable: { kind: "custom", perPackCents: dollarsToCents(perPack) },
    score: null,
    gfCategory: null,
    productCategory: null,
    categoryMedianPerPackCents: null,
  });

/**
 * What ticking a line's checkbox sends: on an unknown line not yet vouched for, the tick answers its one question
 * (the note beside the box asks it), so the server records the user's word and selects the line together.
 */
export function toggleEdit(item: ReceiptItemView): ItemEdit {
  if (!item.isSelected && item.eligibility === "unknown" && !item.gfConfirmed) return { kind: "glutenFree", confirmed: true };
  return { kind: "selection", isSelected: !item.isSelected };
}

export function applyLocalEdit(item: ReceiptItemView, edit: ItemEdit, purchaseYear: number): ReceiptItemView | null {
  switch (edit.kind) {
    case "selection":
      return { ...item, isSelected: edit.isSelected };
    case "details":
      return settle({ ...item, productName: edit.productName, price: edit.price, quantity: edit.quantity });
    case "glutenFree":
      return settle({
        ...item,
        gfConfirmed: edit.confirmed,
        isSelected: edit.confirmed || item.isSelected,
        isGlutenFree: shownGlutenFree(item.eligibility, item.isGlutenFree, edit.confirmed),
        eligibilityNote: lineNote({ kind: "item", name: item.productName, eligibility: item.eligibility, gfConfirmed: edit.confirmed }),
      });
    case "regularPrice":
      return settle({
        ...item,
        customRegularPrice: edit.customRegularPrice,
        regularPriceSource: "custom",
        regularPricePerPack: edit.customRegularPrice,
        regularPriceDetail: ENTERED_BY_YOU,
        regularPriceProductId: null,
        matchCheck: typedPriceCheck(item, edit.customRegularPrice),
        isSelected: true,
      });
    case "comparable": {
      const comparable = chosen(item, edit.choice, purchaseYear);
      return comparable && settle({ ...item, ...comparable, customRegularPrice: null, isSelected: true });
    }
    case "packageSize":
    case "category":
      return null;
  }
}
