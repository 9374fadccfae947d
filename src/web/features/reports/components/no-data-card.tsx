import { Link } from "react-router";
import { Upload } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";

export function NoDataCard({ year }: { year: number }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("tax.noData.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 px-4 text-slate-700 sm:px-6">
        <p>{t("tax.noData.text", { year })}</p>
        <p>{t("tax.noData.upload")}</p>
        <Link to="/upload-receipt" className={buttonClasses()}>
          <Upload aria-hidden="true" className="size-4" />
          {t("nav.uploadReceipt")}
        </Link>
      </CardContent>
    </Card>
  );
}
