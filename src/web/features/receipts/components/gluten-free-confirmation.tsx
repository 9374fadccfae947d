import { useId } from "react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { LINE_FIX_ATTRIBUTE } from "../lib/focus-line";
import { useItemAction } from "../hooks/use-item-action";
import type { EditItem } from "../api/use-receipt-items";

interface GlutenFreeConfirmationProps {
  item: ReceiptItemView;
  disabled: boolean;
  onEdit: EditItem;
}

/**
 * A line the app cannot classify is claimable only on the user's word that it is a GF product for the person with
 * celiac disease. The line's note asks the question once; this box holds the answer, so it can be withdrawn.
 */
export function GlutenFreeConfirmation({ item, disabled, onEdit }: GlutenFreeConfirmationProps) {
  const { t } = useI18n();
  const id = useId();
  const action = useItemAction(onEdit);
  const confirmed = item.gfConfirmed;
  return (
    <div
      {...(confirmed ? {} : { [LINE_FIX_ATTRIBUTE]: "" })}
      className={cn("rounded-lg border p-3", confirmed ? "border-slate-200 bg-white" : "border-amber-300 bg-amber-50")}
    >
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={confirmed}
          disabled={disabled || action.busy}
          onChange={() => void action.run(item, { kind: "glutenFree", confirmed: !confirmed })}
          className="mt-0.5 size-5 shrink-0 accent-emerald-700"
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {t("review.confirmGlutenFree")}
        </label>
      </div>
      {action.error && <p className="mt-2 text-sm text-red-700">{action.error}</p>}
    </div>
  );
}
