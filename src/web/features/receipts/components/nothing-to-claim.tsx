import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast-store";
import { messageOf } from "../../../lib/api-error";
import { useDiscardReceipt } from "../api/use-discard-receipt";

/**
 * A receipt read with no line that could ever be claimed (no gluten-free substitute, nothing left to vouch for): said
 * at once, with the discard that gives its receipt of the month back, instead of leaving it to hold a Free slot.
 */
export function NothingToClaim({ receiptId, onDiscarded }: { receiptId: string; onDiscarded: () => void }) {
  const discard = useDiscardReceipt();
  const discardIt = () =>
    discard.mutate(receiptId, {
      onSuccess: onDiscarded,
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
