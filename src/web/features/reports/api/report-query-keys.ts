import type { ReportScope } from "./report-types";

/** Every tax-report query starts with this key, so one invalidation refreshes them all after an edit. */
export const TAX_REPORT_KEY = "/api/tax-report";

export const reportKeys = {
  years: [TAX_REPORT_KEY, "years"] as const,
  lineItems: (year: number | null) => [TAX_REPORT_KEY, "gf-receipts", year] as const,
  summary: (scope: ReportScope | null) => [TAX_REPORT_KEY, "summary", scope] as const,
  claimSummary: (scope: ReportScope) => [TAX_REPORT_KEY, "claim-summary", scope] as const,
  prints: (scope: ReportScope) => [TAX_REPORT_KEY, "prints", scope] as const,
};

export function scopeQueryString(scope: ReportScope): string {
  const params = new URLSearchParams({ year: String(scope.year) });
  if (scope.endMonth !== 12) params.set("endMonth", String(scope.endMonth));
  if (scope.claimant) params.set("claimant", scope.claimant);
  return params.toString();
}
