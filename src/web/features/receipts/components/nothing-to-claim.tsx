import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { useDiscardReceipt } from "../api/use-discard-receipt";
import { nothingToClaim } from "../lib/nothing-to-claim";

/**
 * A receipt read with no line that could ever be claimed (no gluten-free substitute, nothing left to vouch for): said
 * at once, with the discard that gives its receipt of the month back, instead of leaving it to hold a Free slot.
 * Nothing for a saved receipt or one with a line to claim.
 */
export function NothingToClaim({ receipt, onDiscarded }: { receipt: ReceiptView; onDiscarded: () => void }) {
  const { t } = useI18n();
  const discard = useDiscardReceipt();
  if (!nothingToClaim(receipt)) return null;
  const discardIt = () =>
    discard.mutate(receipt.id, {
      onSuccess: () => {
        // The page starts over or moves on, so nothing on it says the receipt went: the toast does.
        toast({ title: t("review.discarded"), description: t("review.discardedText") });
        onDiscarded();
      },
      onError: (e) => toast({ variant: "destructive", title: t("waiting.discardFailed"), description: messageOf(e, t("common.tryAgain")) }),
    });
  return (
    <Alert variant="warning" title={t("review.nothing.title")}>
      <p>
        {t("review.nothing.text")}
      </p>
      <Button size="sm" className="mt-3" onClick={discardIt} pending={discard.isPending}>
        {t("review.nothing.discard")}
      </Button>
    </Alert>
  );
}
