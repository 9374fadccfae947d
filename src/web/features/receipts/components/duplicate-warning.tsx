import { Link } from "react-router";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { formatReceiptDate } from "../format-receipt";

/** The server flags a receipt already uploaded (same image, or same store, date and total as a saved one). */
export function DuplicateWarning({ duplicate }: { duplicate: NonNullable<ReceiptView["possibleDuplicate"]> }) {
  return (
    <Alert variant="error" title="Possible duplicate receipt">
      This looks like a receipt you already uploaded on {formatReceiptDate(duplicate.createdAt)}. Saving it again
      would claim the same items twice.{" "}
      <Link to={`/receipt-review/${duplicate.id}`} className="font-medium underline underline-offset-4">
        View the earlier receipt
      </Link>
    </Alert>
  );
}
