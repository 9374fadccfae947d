import { useSearchParams } from "react-router";
import { isClaimant } from "#domain/tax/claimant";
import { resolveYear } from "../lib/pick-default-year";
import { useReportYears } from "./use-report-years";
import type { ReportScope } from "./report-types";

function monthFrom(value: string | null): number {
  const month = Number(value);
  return Number.isInteger(month) && month >= 1 && month <= 12 ? month : 12;
}

/**
 * The report scope lives in the address (?year=&endMonth=&claimant=) so the printable summary, a reload or a
 * shared link shows the same period. Unknown values fall back to the defaults of docs/product-spec.md §2.
 */
export function useReportScope() {
  const [params, setParams] = useSearchParams();
  const { years, currentYear, isPending } = useReportYears();
  const claimant = params.get("claimant");
  const scope: ReportScope = {
    year: resolveYear(params.get("year"), years, currentYear),
    endMonth: monthFrom(params.get("endMonth")),
    claimant: claimant && isClaimant(claimant) ? claimant : null,
  };

  const update = (changes: Partial<ReportScope>) => {
    const next = { ...scope, ...changes };
    const search = new URLSearchParams({ year: String(next.year) });
    if (next.endMonth !== 12) search.set("endMonth", String(next.endMonth));
    if (next.claimant) search.set("claimant", next.claimant);
    setParams(search, { replace: true });
  };

  return { scope, years, isPending, update };
}
