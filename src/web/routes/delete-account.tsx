import { useSearchParams } from "react-router";
import { ConfirmDeletion } from "../features/account/components/confirm-deletion";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

/** /account/delete?token=…: the emailed link's page. Public, as the link may be opened on another device. */
export default function DeleteAccountPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("deletion.pageTitle")));
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t("deletion.pageTitle")}</h1>
      <ConfirmDeletion token={params.get("token")} />
    </div>
  );
}
