import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { pickDefaultYear } from "../lib/pick-default-year";
import { reportKeys } from "./report-query-keys";
import { calendarYear, systemClock } from "#domain/calendar/canadian-calendar";

/**
 * Years with saved claim lines, newest first (docs/product-spec.md §2); a failed call gives the current year alone.
 * `defaultYear` is the one the reports open on: this year once it has purchases, else the newest that has.
 */
export function useReportYears() {
  const query = useQuery({
    queryKey: reportKeys.years,
    queryFn: () => apiRequest("/api/tax-report/years", { contract: "GET /api/tax-report/years" }),
  });
  const currentYear = query.data?.currentYear ?? calendarYear(systemClock());
  const years = query.isError ? [currentYear] : (query.data?.years ?? []);
  return { years, currentYear, defaultYear: pickDefaultYear(years, currentYear), isPending: query.isPending };
}
