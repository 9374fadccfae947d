import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys, scopeQueryString } from "./report-query-keys";
import type { ReportScope } from "./report-types";

/** Claim summaries printed earlier whose period overlaps this one (not the same period): a purchase counts once. */
export function useOverlappingPrints(scope: ReportScope) {
  return useQuery({
    queryKey: reportKeys.prints(scope),
    queryFn: () => apiRequest(`/api/tax-report/prints?${scopeQueryString(scope)}`, { contract: "GET /api/tax-report/prints" }),
    select: (data) => data.overlapping,
  });
}
