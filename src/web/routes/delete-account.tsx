import { useSearchParams } from "react-router";
import { ConfirmDeletion } from "../features/account/components/confirm-deletion";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

/** /account/delete?token=…: the emailed link's page. Public, as the link may be opened on another device. */
export default function DeleteAccountPage() {
  useDocumentTitle(siteTitle("Delete your account"));
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Delete your account</h1>
      <ConfirmDeletion token={params.get("token")} />
    </div>
  );
}
