import { Link } from "react-router";
import type { SavedReceiptRef } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { useI18n } from "../../../lib/i18n";

/** The server flags a receipt that looks like a saved one (same photo, or same store, date and total). */
export function DuplicateWarning({ duplicate }: { duplicate: SavedReceiptRef }) {
  const { t, rich, format } = useI18n();
  const saved = duplicate.savedAt ?? duplicate.createdAt;
  return (
    <Alert variant="error" title={t("duplicate.title")}>
      {rich("duplicate.text", {
        date: format.longDate(saved),
        same: duplicate.sameImage ? "photo" : "facts",
        link: (chunks) => (
          <Link to={`/receipt-review/${duplicate.id}`} className="font-medium underline underline-offset-4">
            {chunks}
          </Link>
        ),
      })}
    </Alert>
  );
}
