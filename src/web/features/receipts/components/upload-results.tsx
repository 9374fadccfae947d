import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ReceiptItemView, ReceiptView } from "../../../../domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { formatReceiptDate } from "../format-receipt";
import { useReceiptItems } from "../use-receipt-items";
import { NO_ITEMS_SELECTED, useSaveReceipt } from "../use-save-receipt";
import { AnalysisPanel } from "./analysis-panel";
import { DeductionSummary } from "./deduction-summary";
import { DuplicateWarning } from "./duplicate-warning";
import { MissingDateField } from "./missing-date-field";
import { ReceiptChecks } from "./receipt-checks";
import { RegularPriceDialog } from "./regular-price-dialog";
import { UnsentChangesAlert } from "./unsent-changes-alert";
import { UploadItemRow } from "./upload-item-row";

// SPEC §9: the page moves on to the reports this long after a successful save.
const REDIRECT_AFTER_SAVE_MS = 1500;

/** The upload page once a receipt is read: select items, correct regular prices, save (SPEC §2). */
export function UploadResults({ receipt }: { receipt: ReceiptView }) {
  const navigate = useNavigate();
  const { items, update, unsentCount, unsentMessage, sendUnsent } = useReceiptItems(receipt);
  const [pricing, setPricing] = useState<{ item: ReceiptItemView; selecting: boolean } | null>(null);
  const [enteredDate, setEnteredDate] = useState("");
  const needsDate = receipt.purchaseDate === null;
  const selectedCount = items.filter((i) => i.isSelected).length;
  const { save, state, error } = useSaveReceipt({
    receiptId: receipt.id,
    items,
    sendUnsent,
    // Every item the server returned has an id, so only items it never saw would travel as virtual items.
    body: {
      virtualItems: items
        .filter((i) => i.isSelected && !i.id)
        .map((i) => ({
          productName: i.productName,
          price: i.price,
          customRegularPrice: i.customRegularPrice,
          isGlutenFree: i.isGlutenFree,
          category: i.category ?? "Snacks",
        })),
      ...(needsDate && enteredDate ? { purchaseDate: enteredDate } : {}),
    },
    texts: {
      saving: { title: "Saving Receipt...", description: "Logging the selected items for your tax claim." },
      saved: (r) => ({
        title: "Receipt Saved",
        description: `Your receipt has been successfully saved with ${r.logsCreated} items for tax purposes.`,
      }),
      failedTitle: "Error Saving Receipt",
      failedFallback: "Failed to save receipt. Please try again.",
    },
  });
  const locked = state !== "idle";

  useEffect(() => {
    if (state !== "saved") return;
    const timer = window.setTimeout(() => navigate("/reports"), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  const toggle = (item: ReceiptItemView) => {
    // SPEC §4: selecting an item with no matched product asks for its regular price.
    if (!item.isSelected && !item.matchedProduct && item.customRegularPrice === null) setPricing({ item, selecting: true });
    else void update(item, { kind: "selection", isSelected: !item.isSelected });
  };

  return (
    <div className="space-y-6">
      <Alert variant="success" title="Receipt Analysis Complete">
        <p>We found {receipt.items.length} items on your receipt.</p>
        {(receipt.storeLocation || receipt.purchaseDate) && (
          <p className="mt-1">
            {receipt.storeLocation && <span>Store: {receipt.storeLocation}</span>}
            {receipt.storeLocation && receipt.purchaseDate && " · "}
            {receipt.purchaseDate && <span>Purchased: {formatReceiptDate(receipt.purchaseDate)}</span>}
          </p>
        )}
      </Alert>
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
        <p className="text-sm text-slate-600">Gluten-free substitutes are selected for you. Tick or untick items to claim.</p>
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
                onToggle={toggle}
                onEditRegularPrice={(i) => setPricing({ item: i, selecting: false })}
              />
            ))}
          </ul>
        )}
      </section>

      <DeductionSummary items={items} />

      <div className="space-y-2">
        {needsDate && <MissingDateField value={enteredDate} onChange={setEnteredDate} disabled={locked} />}
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => void save()}
          disabled={selectedCount === 0 || locked || (needsDate && enteredDate === "")}
          pending={state === "saving"}
        >
          {state === "saved" ? "Saved" : "Save Receipt for Tax Purposes"}
        </Button>
        {selectedCount === 0 && <p className="text-sm text-red-700">{NO_ITEMS_SELECTED}</p>}
        {error && (
          <Alert variant="error" title="Error Saving Receipt">
            {error} Your selections are kept; try again.
          </Alert>
        )}
      </div>

      <AnalysisPanel items={items} engine={receipt.engine} />

      <RegularPriceDialog
        item={pricing?.item ?? null}
        onClose={() => setPricing(null)}
        onSave={(item, price) => update(item, { kind: "regularPrice", customRegularPrice: price })}
        onUseEstimate={pricing?.selecting ? (item) => update(item, { kind: "selection", isSelected: true }) : undefined}
      />
    </div>
  );
}
