import type { ClaimBlocker } from "#domain/claims/line-claim";
import { mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import { dollarsToCents } from "#domain/money";
import { claimableTotalCents, fullClaimTotalCents } from "#domain/tax/claimable-cents";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";

/** Only a GF substitute, or a line the app cannot classify, can ever be claimed (the server decides which is which). */
export const canBeClaimed = (item: Pick<ReceiptItemView, "eligibility">) => mayBeClaimed(item.eligibility);

/** Selected lines that need nothing more: the ones saving will log. */
export const claimableItems = (items: readonly ReceiptItemView[]) => items.filter((i) => i.isSelected && i.needs === null);

/** Selected lines that block saving, in receipt order. */
export const blockedItems = (items: readonly ReceiptItemView[]) =>
  items.filter((i): i is ReceiptItemView & { needs: ClaimBlocker } => i.isSelected && i.needs !== null);

/**
 * Saving needs a selected line and none that still needs something, a share the server takes and, when the receipt's
 * date could not be read, the date the user typed.
 */
export const readyToSave = (items: readonly ReceiptItemView[], sharePct: number | null, dateMissing: boolean) =>
  items.some((i) => i.isSelected) && blockedItems(items).length === 0 && sharePct !== null && !dateMissing;

/** docs/product-spec.md §5: the total sums the (never negative) differences of the lines that will be saved. */
export function totalSelectedDifferenceCents(items: readonly ReceiptItemView[]): number {
  return fullClaimTotalCents(claimableItems(items).map((i) => dollarsToCents(i.difference ?? 0)));
}

/** The eligible medical expense those lines add at the share eaten by the person with celiac disease. */
export const claimedAtShareCents = (items: readonly ReceiptItemView[], sharePct: number) =>
  claimableTotalCents(claimableItems(items).map((i) => ({ differenceCents: dollarsToCents(i.difference ?? 0), sharePct })));
