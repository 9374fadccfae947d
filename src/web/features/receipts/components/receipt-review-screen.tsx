import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { claimedAtShareCents, readyToSave } from "../lib/line-status";
import { toggleEdit } from "../lib/local-item-edit";
import { useClaimFor } from "../hooks/use-claim-for";
import { useReceiptItems } from "../api/use-receipt-items";
import { useReceiptCorrections } from "../api/use-receipt-corrections";
import { useSaveReceipt } from "../api/use-save-receipt";
import { LineDeletionContext } from "../hooks/line-deletion";
import { AddLineButton } from "./add-line-dialog";
import { AnalysisPanel } from "./analysis-panel";
import { ClaimForFields } from "./claim-for-fields";
import { DuplicateSaveDialog } from "./duplicate-save-dialog";
import { DuplicateWarning } from "./duplicate-warning";
import { ItemDetailsDialog } from "./item-details-dialog";
import { MissingDateField } from "./missing-date-field";
import { ReceiptChecks } from "./receipt-checks";
import { EditReceiptFactsButton } from "./receipt-facts-dialog";
import { ReviewItems } from "./review-items";
import { ReviewSummaryCard } from "./review-summary-card";
import { SaveBlockers } from "./save-blockers";
import { UnsentChangesAlert } from "./unsent-changes-alert";

/**
 * docs/product-spec.md §2 "Receipt review page" for a loaded receipt: summary, items, whom the claim is for, save
 * and the analysis.
 */
export function ReceiptReviewScreen({ receipt }: { receipt: ReceiptView }) {
  const navigate = useNavigate();
  const { items, update, adopt, unsentCount, unsentMessage, sendUnsent } = useReceiptItems(receipt);
  const corrections = useReceiptCorrections({ receiptId: receipt.id, sendUnsent, adopt });
  const [editingDetails, setEditingDetails] = useState<ReceiptItemView | null>(null);
  const claimFor = useClaimFor();
  const saved = receipt.status === "confirmed";
  const selected = items.filter((i) => i.isSelected).length;
  const [enteredDate, setEnteredDate] = useState("");
  const needsDate = !saved && receipt.purchaseDate === null;
  const { save, state, error, duplicate } = useSaveReceipt({
    receiptId: receipt.id,
    items,
    possibleDuplicate: receipt.possibleDuplicate,
    sendUnsent,
    body: { ...(needsDate && enteredDate ? { purchaseDate: enteredDate } : {}), ...claimFor.body },
    texts: {
      saved: () => ({ title: "Receipt Saved", description: "Receipt confirmed and expenses logged successfully!" }),
      failedTitle: "Failed to confirm receipt. Please try again.",
      failedFallback: "Failed to confirm receipt. Please try again.",
    },
  });
  const disabled = saved || state !== "idle";
  const canSave = readyToSave(items, claimFor.sharePct, needsDate && enteredDate === "");

  useEffect(() => {
    if (state === "saved") navigate("/reports");
  }, [state, navigate]);

  return (
    <div className="space-y-6">
      <ReviewSummaryCard receipt={receipt} selected={selected} total={items.length} />
      {!saved && <EditReceiptFactsButton receipt={receipt} disabled={disabled} onSave={corrections.setFacts} />}
      {saved ? (
        <Alert title="This receipt is already saved">
          Its items are in your records. To change a saved line, edit it on the{" "}
          <Link to="/reports" className="font-medium underline underline-offset-4">
            Reports page
          </Link>
          .
        </Alert>
      ) : (
        <p className="text-sm text-slate-600">
          Gluten-free substitutes were selected automatically. Check each comparable regular price before saving: it
          decides the eligible medical expense.
        </p>
      )}
      {!saved && receipt.possibleDuplicate && <DuplicateWarning duplicate={receipt.possibleDuplicate} />}
      {!saved && <ReceiptChecks receipt={receipt} items={items} />}
      <UnsentChangesAlert count={unsentCount} message={unsentMessage} />

      <LineDeletionContext.Provider value={saved ? null : corrections.deleteLine}>
        {items.length === 0 ? (
          <Alert variant="error" title="No items found">
            No items could be read from this receipt. Try uploading a clearer image of the whole receipt.
          </Alert>
        ) : (
          <ReviewItems
            receiptId={receipt.id}
            items={items}
            disabled={disabled}
            onToggle={(item) => void update(item, toggleEdit(item))}
            onEdit={update}
            onEditDetails={setEditingDetails}
          />
        )}
      </LineDeletionContext.Provider>
      {!saved && <AddLineButton disabled={disabled} onAdd={corrections.addLine} />}

      {!saved && (
        <section aria-label="Save" className="space-y-3">
          <ClaimForFields
            claimFor={claimFor}
            claimedCents={claimFor.sharePct === null ? undefined : claimedAtShareCents(items, claimFor.sharePct)}
            disabled={disabled}
          />
          {needsDate && <MissingDateField value={enteredDate} onChange={setEnteredDate} disabled={disabled} />}
          <SaveBlockers items={items} />
          {error && (
            <Alert variant="error" title="Failed to confirm receipt. Please try again.">
              {error}
            </Alert>
          )}
        </section>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/upload-receipt" className={buttonClasses({ variant: "outline" })}>
          Cancel
        </Link>
        {!saved && (
          <Button onClick={() => void save()} disabled={!canSave || state !== "idle"}>
            {state === "saving" ? "Saving..." : "Save to My Records"}
          </Button>
        )}
      </div>

      <AnalysisPanel items={items} engine={receipt.engine} />

      <ItemDetailsDialog item={editingDetails} onClose={() => setEditingDetails(null)} onEdit={update} />
      <DuplicateSaveDialog {...duplicate} />
    </div>
  );
}
