import type { PrintedClaim } from "#domain/tax/overlapping-prints";
import type { Translator } from "#domain/i18n/translator";
import { formatLocalIsoDate } from "../../../lib/format";

/** "You printed a claim for Jan 2025 – Dec 2025 on 2026-03-02." (the printing day in the user's own time zone). */
export function printedClaimSentence(print: PrintedClaim, { t, format }: Pick<Translator, "t" | "format">): string {
  return t("tax.overlap.printed", {
    from: format.month(print.period.start.slice(0, 7)),
    to: format.month(print.period.end.slice(0, 7)),
    claimant: print.claimant ? t(`claimant.${print.claimant}`) : "none",
    date: formatLocalIsoDate(print.printedAt),
  });
}
