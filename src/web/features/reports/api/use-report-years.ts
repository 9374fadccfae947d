import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { reportKeys } from "./report-query-keys";
import type { ReportYears } from "./report-types";

/** Years with saved claim lines, newest first (docs/product-spec.md §2); a failed call gives the current year alone. */
export function useReportYears() {
  const query = useQuery({
    queryKey: reportKeys.years,
    queryFn: () => apiRequest<ReportYears>("/api/tax-report/years"),
  });
  const currentYear = query.data?.currentYear ?? new Date().getFullYear();
  const years = query.isError ? [currentYear] : (query.data?.years ?? []);
  return { years, currentYear, isPending: query.isPending };
}
