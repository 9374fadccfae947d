import type { LineItemView } from "#domain/api/tax-report";
import { dollarsToCents, formatCents } from "#domain/money";
import { CLAIMANT_LABELS, taxLineFor } from "#domain/tax/claimant";
import { formatQuantity } from "#domain/tax/line-quantity";
import { EVIDENCE_PACK_TEXTS as T } from "./evidence-pack-texts";

/** One claim line as a line of text: what was paid, what it was compared with, what is claimed, for whom. */
export function claimedLineText(line: LineItemView): string {
  const regular = line.regularProductName ? `${line.regularProductName}, ` : "";
  return (
    `${line.customProductName}: ${formatQuantity(line.quantity)} × ${formatCents(dollarsToCents(line.unitPrice))} paid ` +
    `${formatCents(dollarsToCents(line.price))}; comparable regular price ${formatCents(dollarsToCents(line.originalPrice))} ` +
    `(${regular}${line.comparableSource}); eligible expense ${formatCents(dollarsToCents(line.claimable))} at ` +
    `${line.sharePct}% share (${CLAIMANT_LABELS[line.claimant]}, line ${taxLineFor(line.claimant)})`
  );
}

/**
 * The text beside a receipt's photos in the pack: the receipt, its photo files, and each line claimed from it with
 * its amounts, so the photo and the claim can be checked against each other without the app.
 */
export function receiptCaptionLines(year: number, lines: readonly LineItemView[], photoFiles: readonly string[]): string[] {
  const first = lines[0];
  if (!first) return [];
  const totalCents = lines.reduce((sum, line) => sum + dollarsToCents(line.claimable), 0);
  return [
    T.captionTitle,
    `${T.captionStore}: ${first.storeLocation ?? T.unknownStore}`,
    `${T.captionDate}: ${first.purchaseDate}`,
    `${T.captionPhotos}: ${photoFiles.join(", ")}`,
    "",
    T.captionLines(year),
    ...lines.map((line, i) => `${i + 1}. ${claimedLineText(line)}`),
    "",
    `${T.captionTotal}: ${formatCents(totalCents)}`,
  ];
}
