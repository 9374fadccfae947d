import { Link } from "react-router";
import type { SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { formatLongDate } from "../../../lib/format";

/** The server flags a receipt that looks like a saved one (same photo, or same store, date and total). */
export function DuplicateWarning({ duplicate }: { duplicate: SavedReceiptRef }) {
  const saved = duplicate.savedAt ?? duplicate.createdAt;
  return (
    <Alert variant="error" title="Possible duplicate receipt">
      This looks like a receipt you already saved on {formatLongDate(saved)}
      {duplicate.sameImage ? " (the same photo)" : " (the same store, date and total)"}. Saving it again would claim
      the same items twice, so saving asks you first.{" "}
      <Link to={`/receipt-review/${duplicate.id}`} className="font-medium underline underline-offset-4">
        View the earlier receipt
      </Link>
    </Alert>
  );
}
