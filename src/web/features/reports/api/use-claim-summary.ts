import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys, scopeQueryString } from "./report-query-keys";
import type { ReportScope } from "./report-types";

/** The per-product summary CRA asks claimants to keep (docs/tax-rules.md, "Documents to keep", item 3). */
export function useClaimSummary(scope: ReportScope) {
  return useQuery({
    queryKey: reportKeys.claimSummary(scope),
    queryFn: () => apiRequest(`/api/tax-report/claim-summary?${scopeQueryString(scope)}`, { contract: "GET /api/tax-report/claim-summary" }),
  });
}
