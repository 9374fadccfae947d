import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { useDiscardReceipt } from "../api/use-discard-receipt";
import { nothingToClaim } from "../lib/nothing-to-claim";

/**
 * A receipt read with no line that could ever be claimed (no gluten-free substitute, nothing left to vouch for): said
 * at once, with the discard that gives its receipt of the month back, instead of leaving it to hold a Free slot.
 * Nothing for a saved receipt or one with a line to claim.
 */
export function NothingToClaim({ receipt, onDiscarded }: { receipt: ReceiptView; onDiscarded: () => void }) {
  const discard = useDiscardReceipt();
  if (!nothingToClaim(receipt)) return null;
  const discardIt = () =>
    discard.mutate(receipt.id, {
      onSuccess: () => {
        // The page starts over or moves on, so nothing on it says the receipt went: the toast does.
        toast({ title: "Receipt discarded", description: "It no longer counts toward this month's receipts." });
        onDiscarded();
      },
      onError: (e) => toast({ variant: "destructive", title: "Discard failed", description: messageOf(e, "Please try again.") }),
    });
  return (
    <Alert variant="warning" title="Nothing on this receipt can be claimed">
      <p>
        We found no gluten-free substitute on it, so saving it would claim nothing. Discard it and it no longer counts
        toward this month&apos;s receipts; if we missed a gluten-free item, look it over below first.
      </p>
      <Button size="sm" className="mt-3" onClick={discardIt} pending={discard.isPending}>
        Discard this receipt
      </Button>
    </Alert>
  );
}
