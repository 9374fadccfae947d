import { skipToken, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys, scopeQueryString } from "./report-query-keys";
import type { ReportScope } from "./report-types";

/** Category totals, grand totals and the month and claimant breakdowns of one claim period (null: not yet known). */
export function useTaxSummary(scope: ReportScope | null) {
  return useQuery({
    queryKey: reportKeys.summary(scope),
    queryFn: scope ? () => apiRequest(`/api/tax-report/summary?${scopeQueryString(scope)}`, { contract: "GET /api/tax-report/summary" }) : skipToken,
  });
}
