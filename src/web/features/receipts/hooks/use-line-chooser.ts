import { useState } from "react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { canBeClaimed } from "../lib/line-status";

export interface LineChooser {
  /** The line's claim panel shows: a selected claimable line, or one the user opened. */
  showPanel: boolean;
  /** The comparable choices show: the line needs a comparable, or the user asked to change it. */
  choosing: boolean;
  /** Opened by the user rather than by what the line needs, so focus should move there. */
  askedByUser: boolean;
  open: () => void;
  close: () => void;
}

/** Whether a line's comparable choices are open, shared by the line's price cell and its panel. */
export function useLineChooser(item: ReceiptItemView): LineChooser {
  const [asked, setAsked] = useState(false);
  const claimable = canBeClaimed(item);
  return {
    showPanel: claimable && (item.isSelected || asked),
    choosing: claimable && (asked || (item.isSelected && item.needs === "comparable_price")),
    askedByUser: asked,
    open: () => setAsked(true),
    close: () => setAsked(false),
  };
}
