import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { formatLongDate } from "../../../lib/format";
import { readyToSave } from "../lib/line-status";
import { toggleEdit } from "../lib/local-item-edit";
import { useClaimFor } from "../hooks/use-claim-for";
import { useReceiptItems } from "../api/use-receipt-items";
import { useReceiptCorrections } from "../api/use-receipt-corrections";
import { NO_ITEMS_SELECTED, useSaveReceipt } from "../api/use-save-receipt";
import { LineDeletionContext } from "../hooks/line-deletion";
import { AddLineButton } from "./add-line-dialog";
import { AnalysisPanel } from "./analysis-panel";
import { ClaimForFields } from "./claim-for-fields";
import { DeductionSummary } from "./deduction-summary";
import { DuplicateSaveDialog } from "./duplicate-save-dialog";
import { DuplicateWarning } from "./duplicate-warning";
import { ItemDetailsDialog } from "./item-details-dialog";
import { MissingDateField } from "./missing-date-field";
import { ReceiptChecks } from "./receipt-checks";
import { EditReceiptFactsButton } from "./receipt-facts-dialog";
import { SaveBlockers } from "./save-blockers";
import { UnsentChangesAlert } from "./unsent-changes-alert";
import { UploadItemRow } from "./upload-item-row";

// docs/product-spec.md §9: the page moves on to the reports this long after a successful save.
const REDIRECT_AFTER_SAVE_MS = 1500;

/**
 * The upload page once a receipt is read (docs/product-spec.md §2): select items, give each a comparable price, say
 * whom it is for, save.
 */
export function UploadResults({ receipt }: { receipt: ReceiptView }) {
  const navigate = useNavigate();
  const { items, update, adopt, unsentCount, unsentMessage, sendUnsent } = useReceiptItems(receipt);
  const corrections = useReceiptCorrections({ receiptId: receipt.id, sendUnsent, adopt });
  const [editingDetails, setEditingDetails] = useState<ReceiptItemView | null>(null);
  const [enteredDate, setEnteredDate] = useState("");
  const claimFor = useClaimFor();
  const needsDate = receipt.purchaseDate === null;
  const selectedCount = items.filter((i) => i.isSelected).length;
  const { save, state, error, duplicate } = useSaveReceipt({
    receiptId: receipt.id,
    items,
    possibleDuplicate: receipt.possibleDuplicate,
    sendUnsent,
    body: {
      // Every item the server returned has an id, so only items it never saw would travel as virtual items.
      virtualItems: items
        .filter((i) => i.isSelected && !i.id)
        .map((i) => ({
          productName: i.productName,
          price: i.price,
          customRegularPrice: i.customRegularPrice,
          isGlutenFree: i.isGlutenFree,
          confirmedGlutenFree: i.gfConfirmed,
          category: i.category ?? "Snacks",
        })),
      ...(needsDate && enteredDate ? { purchaseDate: enteredDate } : {}),
      ...claimFor.body,
    },
    texts: {
      saving: { title: "Saving Receipt...", description: "Logging the selected items as eligible medical expenses." },
      saved: (r) => ({
        title: "Receipt Saved",
        description: `Your receipt has been successfully saved with ${r.logsCreated} items for tax purposes.`,
      }),
      failedTitle: "Error Saving Receipt",
      failedFallback: "Failed to save receipt. Please try again.",
    },
  });
  const locked = state !== "idle";
  const canSave = readyToSave(items, claimFor.sharePct, needsDate && enteredDate === "");

  useEffect(() => {
    if (state !== "saved") return;
    const timer = window.setTimeout(() => navigate("/reports"), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  return (
    <div className="space-y-6">
      <Alert variant="success" title="Receipt Analysis Complete">
        <p>We found {receipt.items.length} items on your receipt.</p>
        {(receipt.storeLocation || receipt.purchaseDate) && (
          <p className="mt-1">
            {receipt.storeLocation && <span>Store: {receipt.storeLocation}</span>}
            {receipt.storeLocation && receipt.purchaseDate && " · "}
            {receipt.purchaseDate && <span>Purchased: {formatLongDate(receipt.purchaseDate)}</span>}
          </p>
        )}
      </Alert>
      <EditReceiptFactsButton receipt={receipt} disabled={locked} onSave={corrections.setFacts} />
      {receipt.possibleDuplicate && <DuplicateWarning duplicate={receipt.possibleDuplicate} />}
      <ReceiptChecks receipt={receipt} items={items} />
      <UnsentChangesAlert count={unsentCount} message={unsentMessage} />

      <section aria-labelledby="items-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="items-heading" className="text-xl font-semibold text-slate-900">
            Items on your receipt
          </h2>
          <Link to={`/receipt-review/${receipt.id}`} className="text-sm font-medium text-emerald-700 underline-offset-4 hover:underline">
            Open full review
          </Link>
        </div>
        <p className="text-sm text-slate-600">
          Gluten-free substitutes are selected for you. Each needs a comparable regular price: the difference is what
          you can claim.
        </p>
        <LineDeletionContext.Provider value={corrections.deleteLine}>
          {items.length === 0 ? (
            <Alert variant="error" title="No items found">
              We could not read any items. Try a clearer, well-lit photo of the whole receipt.
            </Alert>
          ) : (
            <ul className="space-y-3">
              {items.map((item) => (
                <UploadItemRow
                  key={item.index}
                  receiptId={receipt.id}
                  item={item}
                  disabled={locked}
                  onToggle={(i) => void update(i, toggleEdit(i))}
                  onEdit={update}
                  onEditDetails={setEditingDetails}
                />
              ))}
            </ul>
          )}
        </LineDeletionContext.Provider>
        <AddLineButton disabled={locked} onAdd={corrections.addLine} />
      </section>

      <DeductionSummary items={items} sharePct={claimFor.sharePct ?? 100} />

      <section aria-label="Save" className="space-y-3">
        <ClaimForFields claimFor={claimFor} disabled={locked} />
        {needsDate && <MissingDateField value={enteredDate} onChange={setEnteredDate} disabled={locked} />}
        <SaveBlockers items={items} />
        <Button size="lg" className="w-full sm:w-auto" onClick={() => void save()} disabled={!canSave || locked} pending={state === "saving"}>
          {state === "saved" ? "Saved" : "Save Receipt for Tax Purposes"}
        </Button>
        {selectedCount === 0 && <p className="text-sm text-red-700">{NO_ITEMS_SELECTED}</p>}
        {error && (
          <Alert variant="error" title="Error Saving Receipt">
            {error} Your selections are kept; try again.
          </Alert>
        )}
      </section>

      <AnalysisPanel items={items} engine={receipt.engine} />

      <ItemDetailsDialog item={editingDetails} onClose={() => setEditingDetails(null)} onEdit={update} />
      <DuplicateSaveDialog {...duplicate} />
    </div>
  );
}
