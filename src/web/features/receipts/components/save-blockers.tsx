import { TriangleAlert } from "lucide-react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { useI18n } from "../../../lib/i18n";
import { NEEDS_TEXT } from "../lib/line-text";
import { blockedItems } from "../lib/line-status";
import { focusLine } from "../lib/focus-line";

/** Beside the save button: the selected lines that stop saving and what each needs, one tap from the fix. */
export function SaveBlockers({ items }: { items: readonly ReceiptItemView[] }) {
  const { t } = useI18n();
  const blocked = blockedItems(items);
  if (blocked.length === 0) return null;
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">
          {t("review.blockers", { count: blocked.length })}
        </p>
        <ul className="space-y-1">
          {blocked.map((item) => (
            <li key={item.index} className="break-words">
              <button
                type="button"
                onClick={() => focusLine(item.index)}
                className="font-medium underline underline-offset-4 hover:text-amber-800"
              >
                {item.productName}
              </button>
              : {t(NEEDS_TEXT[item.needs])}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
