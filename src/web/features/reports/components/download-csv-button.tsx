import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { usePlanStatus } from "../../plans/api/use-plan-status";
import { useDownloadCsv } from "../api/use-download-csv";
import type { ReportScope } from "../api/report-types";
import { CsvLockedNotice } from "./csv-locked-notice";
import { useI18n } from "../../../lib/i18n";

export function DownloadCsvButton({ scope }: { scope: ReportScope }) {
  const { t } = useI18n();
  const download = useDownloadCsv();
  const plan = usePlanStatus();
  // A server that sells no Premium lets everyone download; so does an unknown plan, and the server decides.
  if (plan.data && !plan.data.isPremium && plan.data.paymentsAvailable) return <CsvLockedNotice />;
  return (
    <Button variant="outline" pending={download.isPending} onClick={() => download.mutate(scope)}>
      {!download.isPending && <Download aria-hidden="true" className="size-4" />}
      {t("reports.downloadCsv")}
    </Button>
  );
}
