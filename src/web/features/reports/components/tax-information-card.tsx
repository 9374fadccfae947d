import { ExternalLink } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { useI18n } from "../../../lib/i18n";

const CRA_MEDICAL_EXPENSES_URL =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

export function TaxInformationCard() {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle as="h2">{t("tax.info.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 px-4 text-sm text-slate-700 sm:px-6">
        <p>{t("tax.info.incremental")}</p>
        <p>{t("tax.info.diagnosis")}</p>
        <p>{t("tax.info.keep")}</p>
        <p>{t("tax.info.lines")}</p>
        <a
          href={CRA_MEDICAL_EXPENSES_URL}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-emerald-800 underline underline-offset-4"
        >
          {t("tax.info.link")}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t("tax.info.newTab")}</span>
        </a>
      </CardContent>
    </Card>
  );
}
