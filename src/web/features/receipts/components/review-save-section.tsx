import { Link } from "react-router";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import type { ReviewSave } from "../hooks/use-review-save";
import { ClaimForFields } from "./claim-for-fields";
import { MissingDateField } from "./missing-date-field";
import { SaveBlockers } from "./save-blockers";

const SAVE_LABEL = { idle: "review.save", saving: "auth.saving", saved: "review.status.saved" } as const;

/**
 * docs/product-spec.md §2: whom the claim is for, the date when none was read, what still stops saving, and the one
 * Save of the review, disabled until every selected line can be claimed.
 */
export function ReviewSaveSection({ review, items }: { review: ReviewSave; items: readonly ReceiptItemView[] }) {
  const { t } = useI18n();
  const { claimFor, locked, state } = review;
  return (
    <section aria-label={t("common.save")} className="space-y-3">
      <ClaimForFields claimFor={claimFor} disabled={locked} />
      {review.needsDate && <MissingDateField value={review.enteredDate} onChange={review.setEnteredDate} disabled={locked} />}
      <SaveBlockers items={items} />
      {!items.some((i) => i.isSelected) && <p className="text-sm text-red-700">{t("review.noItemsSelected")}</p>}
      {review.error && (
        <Alert variant="error" title={t("review.saveError")}>
          {review.error} {t("review.saveErrorKept")}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to="/upload-receipt" className={buttonClasses({ variant: "outline" })}>
          {t("common.cancel")}
        </Link>
        <Button size="lg" onClick={() => void review.save()} disabled={!review.canSave || locked} pending={state === "saving"}>
          {t(SAVE_LABEL[state])}
        </Button>
      </div>
    </section>
  );
}
