import type { PrintedClaim } from "#domain/tax/overlapping-prints";
import { CLAIMANT_LABELS } from "#domain/tax/claimant";
import { formatLocalIsoDate, formatMonth } from "../../../lib/format";

/** "You printed a claim for Jan 2025 – Dec 2025 on 2026-03-02." (the printing day in the user's own time zone). */
export function printedClaimSentence(print: PrintedClaim): string {
  const months = `${formatMonth(print.period.start.slice(0, 7))} – ${formatMonth(print.period.end.slice(0, 7))}`;
  const forWhom = print.claimant ? ` (${CLAIMANT_LABELS[print.claimant]})` : "";
  return `You printed a claim for ${months}${forWhom} on ${formatLocalIsoDate(print.printedAt)}.`;
}
