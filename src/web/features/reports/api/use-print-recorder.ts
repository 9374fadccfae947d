import { useCallback, useEffect, useRef } from "react";
import type { ReportScope } from "./report-types";
import { useRecordPrint } from "./use-record-print";

/**
 * Records a printing of the claim summary, whether it starts from the Print button or the browser's own print
 * command (beforeprint). Once per period per visit: the button's print also fires beforeprint. An empty summary
 * claims nothing, so it is not recorded.
 */
export function usePrintRecorder({ year, endMonth, claimant }: ReportScope, hasPurchases: boolean) {
  const { mutate } = useRecordPrint();
  const recordedFor = useRef<string | null>(null);

  const record = useCallback(() => {
    const key = `${year}|${endMonth}|${claimant ?? ""}`;
    if (!hasPurchases || recordedFor.current === key) return;
    recordedFor.current = key;
    mutate({ year, endMonth, claimant });
  }, [year, endMonth, claimant, hasPurchases, mutate]);

  useEffect(() => {
    window.addEventListener("beforeprint", record);
    return () => window.removeEventListener("beforeprint", record);
  }, [record]);

  return record;
}
