import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { downloadTaxReport } from "./download-tax-report";
import type { ReportScope } from "./report-types";

export function useDownloadCsv() {
  return useMutation({
    mutationFn: downloadTaxReport,
    onSuccess: (_data, scope: ReportScope) =>
      toast({ title: "Download complete", description: `Tax report CSV for ${scope.year} has been downloaded.` }),
    onError: () =>
      toast({ title: "Download failed", description: "There was a problem generating your tax report.", variant: "destructive" }),
  });
}
