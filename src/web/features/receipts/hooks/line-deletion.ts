import { createContext, useContext } from "react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import type { CorrectionOutcome } from "../api/use-receipt-corrections";

/**
 * How a line row deletes its line: given by the review screen around its rows, so the rows only place the button.
 * Absent (a saved receipt), the rows show none.
 */
export const LineDeletionContext = createContext<((item: ReceiptItemView) => Promise<CorrectionOutcome>) | null>(null);

export const useLineDeletion = () => useContext(LineDeletionContext);
