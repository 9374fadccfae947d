import { useCallback } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { MonthlyLimitReached } from "../features/receipts/components/monthly-limit-reached";
import { DocumentPreview } from "../features/receipts/components/document-preview";
import { ProcessingProgress } from "../features/receipts/components/processing-progress";
import { PlanUsageNote } from "../features/receipts/components/plan-usage-note";
import { ReceiptDropzone } from "../features/receipts/components/receipt-dropzone";
import { ReceiptPreview } from "../features/receipts/components/receipt-preview";
import { TaxReminders } from "../features/receipts/components/tax-reminders";
import { UploadErrorAlert } from "../features/receipts/components/upload-error-alert";
import { UploadTips } from "../features/receipts/components/upload-tips";
import { WaitingReceipts } from "../features/receipts/components/waiting-receipts";
import { MAX_PHOTOS, useUploadFlow } from "../features/receipts/api/use-upload-flow";
import { useMonthlyLimit } from "../features/receipts/api/use-monthly-limit";
import { useSharedPhotos } from "../features/receipts/api/use-shared-photos";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

/** The one page where a receipt read is reviewed and saved, right after upload or when resumed later. */
const reviewPath = (id: string) => `/receipt-review/${encodeURIComponent(id)}`;

/**
 * docs/product-spec.md §2 "Upload receipt page": choose one to three photos of a receipt and read them. A receipt read
 * is reviewed on its own page, the one review of the app; this page only leads there.
 */
export default function UploadReceiptPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("nav.uploadReceipt")));
  const navigate = useNavigate();
  // Pushed, not replaced: Back from the review returns here, to upload the next receipt.
  const flow = useUploadFlow({ onRead: useCallback((id: string) => void navigate(reviewPath(id)), [navigate]) });
  // A photo shared from the gallery (the installed app's share target) arrives here, ready to read.
  useSharedPhotos(flow);
  const [params] = useSearchParams();
  const atLimit = useMonthlyLimit();
  const resumed = params.get("receipt");
  // Older links and bookmarks named the receipt under review here; it is reviewed on its own page now.
  if (resumed) return <Navigate to={reviewPath(resumed)} replace />;
  const busy = flow.stage !== null;
  // At the limit a new photo could only be refused: the page says so before one is chosen, not after it is sent.
  const limitReached = flow.photos.length === 0 && !flow.chosenDocument && !flow.preparing ? atLimit : null;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("upload.title")}</h1>
        <p className="text-slate-600">
          {t("upload.lead")}
        </p>
        {!limitReached && <PlanUsageNote />}
      </header>

      {limitReached ? (
        <MonthlyLimitReached status={limitReached} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <section aria-label={t("upload.yourReceipt")} className="space-y-4">
            {flow.preparing ? (
              <p role="status" className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
                <Spinner className="size-5 text-emerald-700" />
                {t("upload.preparing")}
              </p>
            ) : flow.chosenDocument ? (
              <DocumentPreview file={flow.chosenDocument} busy={busy} onChange={flow.clear} onProcess={() => void flow.process()} />
            ) : flow.photos.length > 0 ? (
              <ReceiptPreview
                photos={flow.photos}
                busy={busy}
                canAdd={flow.photos.length < MAX_PHOTOS}
                onChange={flow.clear}
                onAdd={(f) => void flow.addPhoto(f)}
                onRemove={flow.removePhoto}
                onProcess={() => void flow.process()}
              />
            ) : (
              <ReceiptDropzone onFile={(f) => void flow.chooseFile(f)} />
            )}
            {flow.stage && <ProcessingProgress stage={flow.stage} retryIn={flow.retryIn} />}
            {flow.error && <UploadErrorAlert error={flow.error} />}
          </section>
          <UploadTips />
        </div>
      )}

      {!limitReached && <WaitingReceipts />}
      <TaxReminders />
    </div>
  );
}
