import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { messageOf } from "../../../lib/api-error";
import { useConfirmDeletion } from "../api/use-confirm-deletion";

/**
 * Where the emailed link lands. Opening it deletes nothing (mail scanners open links too): the user presses the
 * button, and a second press, a second tab or a reload of the answer are all told the same.
 */
export function ConfirmDeletion({ token }: { token: string | null }) {
  const confirm = useConfirmDeletion();
  if (!token) {
    return (
      <Alert variant="error" title="This link is incomplete">
        <p>Open the link from the email exactly as it came, or ask for a new one in Settings.</p>
      </Alert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success" title="Your account is deleted">
          <p>{confirm.data.message} We sent a last email to say so. You can register again at any time, as a new account.</p>
        </Alert>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          Go to the home page
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Your receipts, claim lines, settings, documents and subscription will be removed for good, and you will be
        signed out everywhere. A Premium subscription is cancelled at once.
      </p>
      {confirm.isError && (
        <Alert variant="error" title="Not deleted">
          <p>{messageOf(confirm.error, "Please try again.")}</p>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Link to="/settings" className={buttonClasses({ variant: "outline" })}>
          Keep my account
        </Link>
        <Button variant="destructive" pending={confirm.isPending} onClick={() => confirm.mutate(token)}>
          Delete my account for good
        </Button>
      </div>
    </div>
  );
}
