import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { useI18n } from "../../../lib/i18n";
import { toggleEdit } from "../lib/local-item-edit";
import { useReceiptItems } from "../api/use-receipt-items";
import { useReceiptCorrections } from "../api/use-receipt-corrections";
import { LineDeletionContext } from "../hooks/line-deletion";
import { useReviewSave } from "../hooks/use-review-save";
import { AddLineButton } from "./add-line-dialog";
import { AnalysisPanel } from "./analysis-panel";
import { DeductionSummary } from "./deduction-summary";
import { DuplicateSaveDialog } from "./duplicate-save-dialog";
import { DuplicateWarning } from "./duplicate-warning";
import { ItemDetailsDialog } from "./item-details-dialog";
import { NothingToClaim } from "./nothing-to-claim";
import { ReceiptChecks } from "./receipt-checks";
import { EditReceiptFactsButton } from "./receipt-facts-dialog";
import { ReviewItems } from "./review-items";
import { ReviewSaveSection } from "./review-save-section";
import { ReviewSummaryCard } from "./review-summary-card";
import { UnsentChangesAlert } from "./unsent-changes-alert";

/**
 * The one review of a receipt (docs/product-spec.md §2), right after upload and when resumed: what was read first
 * (store, date, total, the checks, each line with its strip of the photo), then what it adds, whom it is for and Save,
 * then the analysis. A receipt opened already saved is shown read-only.
 */
export function ReceiptReviewScreen({ receipt }: { receipt: ReceiptView }) {
  const { t, rich } = useI18n();
  const navigate = useNavigate();
  const { items, update, adopt, unsentCount, unsentMessage, sendUnsent } = useReceiptItems(receipt);
  const corrections = useReceiptCorrections({ receiptId: receipt.id, sendUnsent, adopt });
  const [editingDetails, setEditingDetails] = useState<ReceiptItemView | null>(null);
  const review = useReviewSave(receipt, items, sendUnsent);
  const { readOnly, locked } = review;

  return (
    <div className="space-y-6">
      <ReviewSummaryCard receipt={receipt} selected={items.filter((i) => i.isSelected).length} total={items.length}>
        {!readOnly && <EditReceiptFactsButton receipt={receipt} disabled={locked} onSave={corrections.setFacts} />}
      </ReviewSummaryCard>
      {/* Discarded, the receipt is gone: Back would lead to it, so the upload page takes its place. */}
      <NothingToClaim receipt={receipt} onDiscarded={() => void navigate("/upload-receipt", { replace: true })} />
      {readOnly ? (
        <Alert title={t("review.alreadySaved")}>
          {rich("review.alreadySavedText", {
            link: (chunks) => (
              <Link to="/reports" className="font-medium underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </Alert>
      ) : (
        <>
          {receipt.possibleDuplicate && <DuplicateWarning duplicate={receipt.possibleDuplicate} />}
          <ReceiptChecks receipt={receipt} items={items} />
        </>
      )}
      <UnsentChangesAlert count={unsentCount} message={unsentMessage} />

      <section aria-labelledby="items-heading" className="space-y-3">
        <h2 id="items-heading" className="text-xl font-semibold text-slate-900">
          {t("review.items.title")}
        </h2>
        {!readOnly && (
          <p className="text-sm text-slate-600">
            {t("review.items.lead")}
          </p>
        )}
        <LineDeletionContext.Provider value={readOnly ? null : corrections.deleteLine}>
          {items.length === 0 ? (
            <Alert variant="error" title={t("review.noItems")}>
              {t("review.noItemsText")}
            </Alert>
          ) : (
            <ReviewItems
              receiptId={receipt.id}
              items={items}
              disabled={locked}
              onToggle={(item) => void update(item, toggleEdit(item))}
              onEdit={update}
              onEditDetails={setEditingDetails}
            />
          )}
        </LineDeletionContext.Provider>
        {!readOnly && <AddLineButton disabled={locked} onAdd={corrections.addLine} />}
      </section>

      {!readOnly && (
        <>
          <DeductionSummary items={items} sharePct={review.claimFor.sharePct ?? 100} />
          <ReviewSaveSection review={review} items={items} />
        </>
      )}

      <AnalysisPanel items={items} engine={receipt.engine} />

      <ItemDetailsDialog item={editingDetails} onClose={() => setEditingDetails(null)} onEdit={update} />
      <DuplicateSaveDialog {...review.duplicate} />
    </div>
  );
}
