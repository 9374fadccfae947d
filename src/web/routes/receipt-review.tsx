import { Link, useParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button, buttonClasses } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { useReceipt } from "../features/receipts/api/use-receipt";
import { ReceiptReviewScreen } from "../features/receipts/components/receipt-review-screen";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { ApiError, messageOf } from "../lib/api-error";

export default function ReceiptReviewPage() {
  useDocumentTitle(siteTitle("Review Receipt"));
  const { id = "" } = useParams();
  const receipt = useReceipt(id);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Review Receipt</h1>
      {receipt.isPending ? (
        <PageSpinner label="Loading receipt..." />
      ) : receipt.isError ? (
        <Alert variant="error" title="Failed to load receipt data. Please try again later.">
          <p>{messageOf(receipt.error, "")}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {/* A missing receipt stays missing; any other failure may pass on a second try. */}
            {!(receipt.error instanceof ApiError && receipt.error.status === 404) && (
              <Button variant="outline" size="sm" pending={receipt.isFetching} onClick={() => void receipt.refetch()}>
                Retry
              </Button>
            )}
            <Link to="/upload-receipt" className={buttonClasses({ variant: "outline", size: "sm" })}>
              Back to Upload
            </Link>
          </div>
        </Alert>
      ) : (
        <ReceiptReviewScreen key={receipt.data.id} receipt={receipt.data} />
      )}
    </div>
  );
}
