import { Link, useParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { buttonClasses } from "../components/ui/button";
import { PageSpinner } from "../components/ui/spinner";
import { useReceipt } from "../features/receipts/api/use-receipt";
import { ReceiptReviewScreen } from "../features/receipts/components/receipt-review-screen";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { messageOf } from "../lib/api-error";

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
          <Link to="/upload-receipt" className={buttonClasses({ variant: "outline", size: "sm", className: "mt-3" })}>
            Back to Upload
          </Link>
        </Alert>
      ) : (
        <ReceiptReviewScreen key={receipt.data.id} receipt={receipt.data} />
      )}
    </div>
  );
}
