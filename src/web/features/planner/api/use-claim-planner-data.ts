import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const plannerKeys = {
  data: (year: number) => ["/api/claim-planner", year] as const,
  otherExpenses: ["/api/other-expenses"] as const,
};

/** The months of gluten-free expenses a period ending in `year` can reach, the printed periods, province and income. */
export function useClaimPlannerData(year: number) {
  return useQuery({
    queryKey: plannerKeys.data(year),
    queryFn: () => apiRequest(`/api/claim-planner?year=${year}`, { contract: "GET /api/claim-planner" }),
  });
}
