import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { downloadTaxReport } from "./download-tax-report";

export function useDownloadCsv() {
  return useMutation({
    mutationFn: downloadTaxReport,
    onError: () =>
      toast({ title: "Download failed", description: "There was a problem generating your tax report.", variant: "destructive" }),
  });
}
