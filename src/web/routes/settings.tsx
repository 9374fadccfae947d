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

export default function SettingsPage() {
  useDocumentTitle(siteTitle("Settings"));
  const defaults = useClaimDefaults();
  const documents = useClaimDocuments();
  const { user } = useAuth();

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Settings</h1>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Claim defaults</CardTitle>
          <CardDescription>
            New purchases you save from a receipt start with these. Purchases already saved keep their own; change
            them in the Claim column of your reports.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {defaults.isError ? (
            <Alert variant="error" title="Couldn't load your settings">
              <p>{defaults.error.message}</p>
              <Button variant="outline" className="mt-3" pending={defaults.isFetching} onClick={() => void defaults.refetch()}>
                Retry
              </Button>
            </Alert>
          ) : defaults.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" /> Loading your settings...
            </p>
          ) : (
            <ClaimDefaultsForm initial={defaults.data} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>Name on your claim summary</CardTitle>
          <CardDescription>The printed claim summary carries this name, so it is yours to file with the return.</CardDescription>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {documents.isError ? (
            <Alert variant="error" title="Couldn't load your name">
              <p>{documents.error.message}</p>
              <Button variant="outline" className="mt-3" pending={documents.isFetching} onClick={() => void documents.refetch()}>
                Retry
              </Button>
            </Alert>
          ) : documents.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" /> Loading your settings...
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
