import { Alert } from "../../../components/ui/alert";
import { formatCount } from "../../../lib/format";

/** Edits kept only in this view after a failed call: say so, with the server's reason, until saving sends them. */
export function UnsentChangesAlert({ count, message }: { count: number; message: string }) {
  if (count === 0) return null;
  return (
    <Alert variant="info" title={`${formatCount(count, "change is", "changes are")} only in this view`}>
      The last update could not be sent ({message}). Saving sends {count === 1 ? "it" : "them"} again first.
    </Alert>
  );
}
