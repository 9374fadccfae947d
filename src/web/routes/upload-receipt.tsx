import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { ApiError } from "../lib/api-error";
import { useReceipt } from "../features/receipts/api/use-receipt";
import { NothingToClaim } from "../features/receipts/components/nothing-to-claim";
import { MonthlyLimitReached } from "../features/receipts/components/monthly-limit-reached";
import { ProcessingProgress } from "../features/receipts/components/processing-progress";
import { PlanUsageNote } from "../features/receipts/components/plan-usage-note";
import { ReceiptDropzone } from "../features/receipts/components/receipt-dropzone";
import { ReceiptPreview } from "../features/receipts/components/receipt-preview";
import { ResumedReceipt } from "../features/receipts/components/resumed-receipt";
import { TaxReminders } from "../features/receipts/components/tax-reminders";
import { UploadErrorAlert } from "../features/receipts/components/upload-error-alert";
import { UploadResults } from "../features/receipts/components/upload-results";
import { UploadTips } from "../features/receipts/components/upload-tips";
import { WaitingReceipts } from "../features/receipts/components/waiting-receipts";
import { MAX_PHOTOS, useUploadFlow } from "../features/receipts/api/use-upload-flow";
import { useMonthlyLimit } from "../features/receipts/api/use-monthly-limit";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

/** A receipt that is gone (discarded, or another account's) is not a fault to retry; anything else may pass. */
const resumedError = (error: unknown) => (error instanceof ApiError && error.status === 404 ? "missing" : "failed");

export default function UploadReceiptPage() {
  useDocumentTitle(siteTitle("Upload Receipt"));
  // The receipt being reviewed lives in the address, so a reload or a return to the page resumes it from the server.
  const [params, setParams] = useSearchParams();
  const receiptId = params.get("receipt");
  const flow = useUploadFlow({ onRead: useCallback((id: string) => setParams({ receipt: id }, { replace: true }), [setParams]) });
  const busy = flow.stage !== null;
  const resumed = useReceipt(receiptId);
  const receipt = receiptId && resumed.data?.id === receiptId ? resumed.data : null;
  // A receipt reviewed here stays on screen once saved, for the "Saved" state and the move on to the reports.
  const [reviewedId, setReviewedId] = useState<string | null>(null);
  // Set while rendering (React's way to follow a changed value), not in an effect that would render twice.
  if (receipt?.status === "processed" && reviewedId !== receipt.id) setReviewedId(receipt.id);
  const showResults = receipt !== null && (receipt.status === "processed" || receipt.id === reviewedId);
  const atLimit = useMonthlyLimit();
  // At the limit a new photo could only be refused: the page says so before one is chosen, not after it is sent.
  const limitReached = !receiptId && flow.photos.length === 0 && !flow.preparing ? atLimit : null;
  const startOver = () => {
    flow.clear();
    setParams({}, { replace: true });
  };
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Upload Your Grocery Receipt</h1>
        <p className="text-slate-600">
          Photograph or upload a grocery receipt. We find the gluten-free items and the price difference you can claim.
        </p>
        {!limitReached && <PlanUsageNote />}
      </header>

      {showResults && (
        // Above the photo, where it is seen as soon as the receipt is read, not below it on a phone.
        <NothingToClaim receipt={receipt} onDiscarded={startOver} />
      )}
      {limitReached ? (
        <MonthlyLimitReached status={limitReached} />
      ) : (
        <div className={receipt ? "max-w-xl" : "grid gap-6 lg:grid-cols-[1fr_18rem]"}>
          <section aria-label="Your receipt" className="space-y-4">
            {flow.preparing ? (
              <p role="status" className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
                <Spinner className="size-5 text-emerald-700" />
                Preparing image...
              </p>
            ) : flow.photos.length > 0 ? (
              <ReceiptPreview
                photos={flow.photos}
                busy={busy}
                processed={receipt !== null}
                canAdd={flow.photos.length < MAX_PHOTOS}
                onChange={startOver}
                onAdd={(f) => void flow.addPhoto(f)}
                onRemove={flow.removePhoto}
                onProcess={() => void flow.process()}
              />
            ) : receiptId ? (
              <ResumedReceipt
                state={showResults ? "processed" : receipt ? receipt.status : resumed.isError ? resumedError(resumed.error) : "loading"}
                onStartOver={startOver}
                onRetry={() => void resumed.refetch()}
                retrying={resumed.isFetching}
              />
            ) : (
              <ReceiptDropzone onFile={(f) => void flow.chooseFile(f)} />
            )}
            {flow.stage && <ProcessingProgress stage={flow.stage} retryIn={flow.retryIn} />}
            {flow.error && <UploadErrorAlert error={flow.error} />}
          </section>
          {!receipt && <UploadTips />}
        </div>
      )}

      {showResults && <UploadResults key={receipt.id} receipt={receipt} />}
      {!receiptId && !limitReached && <WaitingReceipts />}
      <TaxReminders />
    </div>
  );
}
