import { say } from "#domain/i18n/said";
import type { ReactNode } from "react";
import { categoryName } from "../../../lib/category-name";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { useI18n } from "../../../lib/i18n";
import { canBeClaimed } from "../lib/line-status";
import { GfBadge } from "./gf-badge";
import { MatchCheckBadge } from "./match-check-badge";
import { PhotoStrip } from "./photo-strip";

interface LineProductProps {
  receiptId: string;
  item: ReceiptItemView;
  checkboxId: string;
  disabled: boolean;
  onToggle: (item: ReceiptItemView) => void;
  /** Shown at the right of the name: a phone card's price, when the line has no comparison to show. */
  aside?: ReactNode;
}

/**
 * A line's checkbox, name, the line from the photo, GF badge, category, quantity and whether its match looks fair.
 * A line that can never be claimed has its checkbox off with the server's reason; a selected one can still be unselected.
 * An unknown line's note is its one question, and ticking the box answers it (`toggleEdit`).
 */
export function LineProduct({ receiptId, item, checkboxId, disabled, onToggle, aside }: LineProductProps) {
  const i18n = useI18n();
  const { t, format } = i18n;
  const claimable = canBeClaimed(item);
  // The server's one note for the line: its GF badge, this note and its pre-selection come from one decision.
  const note = item.eligibilityNote;
  const noteId = `${checkboxId}-note`;
  return (
    // A grid, so on phones the photo strip can take the line's full width and on wider screens sit under the name.
    <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1">
      <input
        id={checkboxId}
        type="checkbox"
        checked={item.isSelected}
        disabled={disabled || (!claimable && !item.isSelected)}
        aria-describedby={note ? noteId : undefined}
        onChange={() => onToggle(item)}
        className="mt-1 size-5 shrink-0 accent-emerald-700 disabled:opacity-50"
      />
      <label htmlFor={checkboxId} className={claimable ? "font-medium break-words text-slate-900" : "break-words text-slate-600"}>
        {item.productName}
      </label>
      <div className="text-right">{aside}</div>
      <PhotoStrip
        receiptId={receiptId}
        box={item.photoBox}
        productName={item.productName}
        className="col-span-full my-0.5 md:col-span-2 md:col-start-2"
      />
      <div className="col-span-2 col-start-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        {item.isGlutenFree && <GfBadge />}
        <span>{item.category ? categoryName(item.category, { t }) : t("review.uncategorized")}</span>
        <span aria-hidden="true">·</span>
        <span>{t("review.quantity", { quantity: format.number(item.quantity) })}</span>
      </div>
      <MatchCheckBadge check={item.matchCheck} className="col-span-2 col-start-2 justify-self-start" />
      {note && (
        <p id={noteId} className="col-span-2 col-start-2 text-xs text-slate-600">
          {say(note, i18n)}
        </p>
      )}
    </div>
  );
}
