import type { ClaimSummary } from "#domain/api/tax-report";
import { say, type Said } from "#domain/i18n/said";
import type { MessageKey, Translator } from "#domain/i18n/translator";
import type { Claimant, TaxLine } from "#domain/tax/claimant";
import { taxLineFor } from "#domain/tax/claimant";

/*
 * The claim summary's composed sentences, shared by the printed page (components/claim-summary-document.tsx and its
 * tables) and the evidence pack's PDF (claim-summary-blocks.ts), so the two say the same in the reader's language.
 */

export type Words = Pick<Translator, "t" | "format">;

export const DOCUMENTS_TO_KEEP: readonly MessageKey[] = [
  "summary.document.letter",
  "summary.document.receipts",
  "summary.document.summary",
];

export const summaryLine = (summary: ClaimSummary): TaxLine | null => (summary.claimant ? taxLineFor(summary.claimant) : null);

export const claimedFor = (summary: ClaimSummary, { t }: Words) =>
  summary.claimant ? t(`claimant.${summary.claimant}`) : t("summary.everyone");

export const claimPeriodText = (summary: ClaimSummary, { t, format }: Words) =>
  t("tax.period", { start: format.longDate(summary.period.start), end: format.longDate(summary.period.end) });

export const lineOfReturn = (summary: ClaimSummary, { t }: Words) => {
  const line = summaryLine(summary);
  return line ? t("summary.line", { line }) : t("summary.bothLines");
};

export const explanation = (summary: ClaimSummary, { t }: Words) => t("summary.explanation", { line: summaryLine(summary) ?? "none" });

export const claimantName = (claimant: Claimant, { t }: Words) => t(`claimant.${claimant}`);

/** A product's comparable sources: the one sentence, or how many there are when each purchase names its own. */
export const sourcesText = (sources: readonly Said[], words: Words) =>
  sources.length === 1 && sources[0] ? say(sources[0], words) : words.t("summary.sources", { count: sources.length });

export const shareText = (sharePct: number, { format }: Words) => format.basisPoints(sharePct * 100);
