import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys, scopeQueryString } from "./report-query-keys";
import type { ClaimSummary, ReportScope } from "./report-types";

/** The per-product summary CRA asks claimants to keep (docs/tax-rules.md, "Documents to keep", item 3). */
export function useClaimSummary(scope: ReportScope) {
  return useQuery({
    queryKey: reportKeys.claimSummary(scope),
    queryFn: () => apiRequest<ClaimSummary>(`/api/tax-report/claim-summary?${scopeQueryString(scope)}`),
  });
}
