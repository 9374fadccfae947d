import type { ClaimBlocker } from "#domain/claims/line-claim";
import { dollarsToCents } from "#domain/money";
import { claimableTotalCents } from "#domain/tax/claimable-cents";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";

/** Only a GF substitute, or a line the app cannot classify, can ever be claimed (the server decides which is which). */
export const canBeClaimed = (item: Pick<ReceiptItemView, "eligibility">) =>
  item.eligibility === "substitute" || item.eligibility === "unknown";

/** Selected lines that need nothing more: the ones saving will log. */
export const claimableItems = (items: readonly ReceiptItemView[]) => items.filter((i) => i.isSelected && i.needs === null);

/** Selected lines that block saving, in receipt order. */
export const blockedItems = (items: readonly ReceiptItemView[]) =>
  items.filter((i): i is ReceiptItemView & { needs: ClaimBlocker } => i.isSelected && i.needs !== null);

/** SPEC §5: the total sums the (never negative) differences of the lines that will be saved. */
export function totalSelectedDifferenceCents(items: readonly ReceiptItemView[]): number {
  return claimableItems(items).reduce((sum, i) => sum + Math.max(0, dollarsToCents(i.difference ?? 0)), 0);
}

/** The eligible medical expense those lines add at the share eaten by the person with celiac disease. */
export const claimedAtShareCents = (items: readonly ReceiptItemView[], sharePct: number) =>
  claimableTotalCents(claimableItems(items).map((i) => ({ differenceCents: dollarsToCents(i.difference ?? 0), sharePct })));
