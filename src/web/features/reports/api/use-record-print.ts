import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { TAX_REPORT_KEY } from "./report-query-keys";
import type { ReportScope } from "./report-types";

/** Tells the server the claim summary of this period was printed, so later overlapping periods are warned about. */
export function useRecordPrint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: ReportScope) =>
      apiRequest("/api/tax-report/prints", {
        contract: "POST /api/tax-report/prints",
        body: { year: scope.year, endMonth: scope.endMonth, ...(scope.claimant ? { claimant: scope.claimant } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TAX_REPORT_KEY, "prints"] }),
  });
}
