import type { LineItemView } from "#domain/api/tax-report";
import { say } from "#domain/i18n/said";
import { dollarsToCents } from "#domain/money";
import { taxLineFor } from "#domain/tax/claimant";
import type { Words } from "./claim-summary-texts";

/** One claim line as a line of text: what was paid, what it was compared with, what is claimed, for whom. */
export function claimedLineText(line: LineItemView, words: Words): string {
  const { t, format } = words;
  return t("pack.caption.line", {
    product: line.customProductName,
    quantity: format.number(line.quantity),
    unitPrice: format.dollars(line.unitPrice),
    price: format.dollars(line.price),
    regularPrice: format.dollars(line.originalPrice),
    regular: line.regularProductName ?? "none",
    source: say(line.comparableSource, words),
    claimable: format.dollars(line.claimable),
    share: format.basisPoints(line.sharePct * 100),
    claimant: t(`claimant.${line.claimant}`),
    line: taxLineFor(line.claimant),
  });
}

/**
 * The text beside a receipt's photos in the pack: the receipt, its photo files, and each line claimed from it with
 * its amounts, so the photo and the claim can be checked against each other without the app.
 */
export function receiptCaptionLines(year: number, lines: readonly LineItemView[], photoFiles: readonly string[], words: Words): string[] {
  const { t, format } = words;
  const first = lines[0];
  if (!first) return [];
  const totalCents = lines.reduce((sum, line) => sum + dollarsToCents(line.claimable), 0);
  return [
    t("pack.caption.title"),
    t("pack.caption.store", { store: first.storeLocation ?? t("pack.unknownStore") }),
    t("pack.caption.date", { date: format.longDate(first.purchaseDate) }),
    t("pack.caption.photos", { files: photoFiles.join(", ") }),
    "",
    t("pack.caption.lines", { year }),
    ...lines.map((line, i) => `${i + 1}. ${claimedLineText(line, words)}`),
    "",
    t("pack.caption.total", { amount: format.money(totalCents) }),
  ];
}
