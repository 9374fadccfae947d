import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";

/** docs/product-spec.md §8: the plan could not be checked; Retry asks again. */
export function SubscriptionCheckError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert variant="error" title="Couldn't verify subscription">
      <p>Your subscription status couldn&apos;t be verified. Please try again later.</p>
      <Button variant="outline" className="mt-3" pending={retrying} onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
