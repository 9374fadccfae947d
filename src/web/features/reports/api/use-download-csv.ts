import { useMutation } from "@tanstack/react-query";
import { toast } from "../../../components/ui/toast-store";
import { useI18n } from "../../../lib/i18n";
import { downloadTaxReport } from "./download-tax-report";

export function useDownloadCsv() {
  const { t } = useI18n();
  return useMutation({
    mutationFn: downloadTaxReport,
    onError: () =>
      toast({ title: t("reports.toast.downloadFailed"), description: t("reports.toast.downloadFailedText"), variant: "destructive" }),
  });
}
