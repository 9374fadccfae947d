import { useState } from "react";
import { Trash2 } from "lucide-react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useI18n } from "../../../lib/i18n";
import { useLineDeletion } from "../hooks/line-deletion";

/** Removes a misread line, or one that is not on the receipt, after asking. */
export function DeleteLineButton({ item, disabled }: { item: ReceiptItemView; disabled: boolean }) {
  const { t, format } = useI18n();
  const deleteLine = useLineDeletion();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!deleteLine) return null;

  const confirm = async () => {
    setPending(true);
    const outcome = await deleteLine(item);
    setPending(false);
    if (outcome.ok) setAsking(false);
    else setError(outcome.message);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setAsking(true);
        }}
        disabled={disabled}
        aria-label={t("deleteLine.label", { product: item.productName })}
        className="rounded-md p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:pointer-events-none disabled:opacity-40"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
      <ConfirmDialog
        open={asking}
        title={t("deleteLine.title")}
        description={
          <>
            {t("deleteLine.text", { product: item.productName, price: format.dollars(item.price) })}
            {error && (
              <span role="alert" className="mt-2 block text-red-700">
                {error}
              </span>
            )}
          </>
        }
        cancelLabel={t("deleteLine.keep")}
        confirmLabel={t("deleteLine.confirm")}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
