import { Link, useParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button, buttonClasses } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { useReceipt } from "../features/receipts/api/use-receipt";
import { ReceiptReviewScreen } from "../features/receipts/components/receipt-review-screen";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { ApiError, messageOf } from "../lib/api-error";
import { useI18n } from "../lib/i18n";

export default function ReceiptReviewPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("review.title")));
  const { id = "" } = useParams();
  const receipt = useReceipt(id);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("review.title")}</h1>
      {receipt.isPending ? (
        <PageSpinner label={t("review.loading")} />
      ) : receipt.isError ? (
        <Alert variant="error" title={t("review.loadFailed")}>
          <p>{messageOf(receipt.error, "")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/* A missing receipt stays missing; any other failure may pass on a second try. */}
            {!(receipt.error instanceof ApiError && receipt.error.status === 404) && (
              <Button variant="outline" size="sm" pending={receipt.isFetching} onClick={() => void receipt.refetch()}>
                {t("common.retry")}
              </Button>
            )}
            <Link to="/upload-receipt" className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t("review.backToUpload")}
            </Link>
          </div>
        </Alert>
      ) : (
        <ReceiptReviewScreen key={receipt.data.id} receipt={receipt.data} />
      )}
    </div>
  );
}
