import { skipToken, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys } from "./report-query-keys";

/** The saved claim lines of one calendar year, newest first (null: the year is not known yet). */
export function useLineItems(year: number | null) {
  return useQuery({
    queryKey: reportKeys.lineItems(year),
    queryFn: year === null ? skipToken : () => apiRequest(`/api/tax-report/gf-receipts?year=${year}`, { contract: "GET /api/tax-report/gf-receipts" }),
    select: (data) => data.receipts,
  });
}
