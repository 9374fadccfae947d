import { skipToken, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys } from "./report-query-keys";
import type { LineItem } from "./report-types";

/** The saved claim lines of one calendar year, newest first (null: the year is not known yet). */
export function useLineItems(year: number | null) {
  return useQuery({
    queryKey: reportKeys.lineItems(year),
    queryFn: year === null ? skipToken : () => apiRequest<{ receipts: LineItem[] }>(`/api/tax-report/gf-receipts?year=${year}`),
    select: (data) => data.receipts,
  });
}
