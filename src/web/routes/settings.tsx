import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import { DeleteAccountCard } from "../features/account/components/delete-account-card";
import { DownloadDataCard } from "../features/account/components/download-data-card";
import { useAuth } from "../features/auth/api/use-user";
import { useClaimDocuments } from "../features/dashboard/api/use-claim-documents";
import { DevicePhotosCard } from "../features/device-photos/components/device-photos-card";
import { useClaimDefaults } from "../features/settings/api/use-claim-defaults";
import { ClaimDefaultsForm } from "../features/settings/components/claim-defaults-form";
import { ClaimantNameForm } from "../features/settings/components/claimant-name-form";
import { ReceiptAddressCard } from "../features/settings/components/receipt-address-card";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function SettingsPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("nav.settings")));
  const defaults = useClaimDefaults();
  const documents = useClaimDocuments();
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t("nav.settings")}</h1>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>{t("settings.defaults.title")}</CardTitle>
          <CardDescription>
            {t("settings.defaults.lead")}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {defaults.isError ? (
            <Alert variant="error" title={t("settings.loadFailed")}>
              <p>{defaults.error.message}</p>
              <Button variant="outline" className="mt-3" pending={defaults.isFetching} onClick={() => void defaults.refetch()}>
                {t("common.retry")}
              </Button>
            </Alert>
          ) : defaults.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" /> {t("settings.loading")}
            </p>
          ) : (
            <ClaimDefaultsForm initial={defaults.data} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>{t("settings.name.title")}</CardTitle>
          <CardDescription>{t("settings.name.lead")}</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {documents.isError ? (
            <Alert variant="error" title={t("settings.nameLoadFailed")}>
              <p>{documents.error.message}</p>
              <Button variant="outline" className="mt-3" pending={documents.isFetching} onClick={() => void documents.refetch()}>
                {t("common.retry")}
              </Button>
            </Alert>
          ) : documents.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" /> {t("settings.loading")}
            </p>
          ) : (
            <ClaimantNameForm initial={documents.data.claimantName} />
          )}
        </CardContent>
      </Card>
      <ReceiptAddressCard />
      {user && <DevicePhotosCard userId={user.id} />}
      <DownloadDataCard />
      <DeleteAccountCard />
    </div>
  );
}
