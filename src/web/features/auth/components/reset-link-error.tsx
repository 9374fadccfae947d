import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { RESET_LINK_ERROR } from "../lib/link-error-messages";

/** A reset link that cannot be used (expired, already used, or cut short): why, and where to ask for a new one. */
export function ResetLinkError() {
  return (
    <Alert variant="error" title="This link cannot be used">
      <p>{RESET_LINK_ERROR}</p>
      <Link to="/auth?view=reset" className="mt-2 inline-block font-medium underline underline-offset-4">
        Request a new reset link
      </Link>
    </Alert>
  );
}
