import { Download } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useDownloadCsv } from "../api/use-download-csv";
import type { ReportScope } from "../api/report-types";

export function DownloadCsvButton({ scope }: { scope: ReportScope }) {
  const download = useDownloadCsv();
  return (
    <Button variant="outline" pending={download.isPending} onClick={() => download.mutate(scope)}>
      {!download.isPending && <Download aria-hidden="true" className="size-4" />}
      Download CSV
    </Button>
  );
}
