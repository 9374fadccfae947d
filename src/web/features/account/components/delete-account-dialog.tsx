import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { TextField } from "../../../components/ui/text-field";
import { ApiError, messageOf } from "../../../lib/api-error";
import { useAccountFacts } from "../api/use-account-facts";
import { useRequestDeletion } from "../api/use-request-deletion";
import { LinkSignInOffer } from "./link-sign-in-offer";

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Step one of a deletion: the user proves who they are again (the password, or a recent sign-in by link), and the
 * server emails a link that finishes it. Nothing is deleted here, and the dialog says so.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const facts = useAccountFacts();
  const request = useRequestDeletion();
  const [password, setPassword] = useState("");
  const hasPassword = facts.data?.hasPassword ?? false;

  const close = () => {
    if (request.isPending) return;
    setPassword("");
    request.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(hasPassword ? { password } : {});
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent role="alertdialog" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle className="pr-8">Delete your account?</DialogTitle>
        <DialogDescription className="mt-2">
          Your receipts, claim lines, settings and documents are removed from every table, and a Premium subscription is
          cancelled at once. This cannot be undone.
        </DialogDescription>
        {request.isSuccess ? (
          <div className="mt-4 space-y-4">
            <Alert variant="success" title="Check your email">
              <p>{request.data.message}</p>
            </Alert>
            <div className="flex justify-end">
              <Button variant="outline" className="w-full sm:w-auto" onClick={close}>
                Close
              </Button>
            </div>
          </div>
        ) : facts.isPending ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" /> Loading…
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            {hasPassword ? (
              <TextField
                label="Your password"
                type="password"
                autoComplete="current-password"
                maxLength={128}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            ) : (
              <p className="text-sm text-slate-600">
                Your account signs in with emailed links. If you signed in more than 15 minutes ago, we'll ask you to
                sign in again with a fresh link first.
              </p>
            )}
            <p className="text-sm text-slate-600">
              We'll email you a link to confirm. Nothing is deleted until you open it and confirm once more.
            </p>
            {request.isError &&
              (!hasPassword && request.error instanceof ApiError && request.error.status === 403 ? (
                <LinkSignInOffer message={messageOf(request.error, "Please sign in again first.")} />
              ) : (
                <Alert variant="error" title="Not sent">
                  <p>{messageOf(request.error, "Please try again.")}</p>
                </Alert>
              ))}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={request.isPending} onClick={close}>
                Keep my account
              </Button>
              <Button type="submit" variant="destructive" pending={request.isPending} disabled={hasPassword && password === ""}>
                Email me the deletion link
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
