import { Download } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { messageOf } from "../../../lib/api-error";
import { useDownloadMyData } from "../api/use-download-my-data";
import { useI18n } from "../../../lib/i18n";

/** "Download my data": one zip with everything held about the account, whenever the user asks. */
export function DownloadDataCard() {
  const { t, rich } = useI18n();
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("account.data.title")}</CardTitle>
        <CardDescription>
          {rich("account.data.lead", { code: (chunks) => <code>{chunks}</code> })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 px-4 sm:px-6">
        <Button variant="outline" className="w-full sm:w-auto" pending={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" className="size-4" /> {t("account.data.download")}
        </Button>
        {download.isError && (
          <Alert variant="error" title={t("account.data.failed")}>
            <p>{messageOf(download.error, t("common.tryAgainSoon"))}</p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
