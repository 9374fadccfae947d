import { useState, type FormEvent } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { TextField } from "../../../components/ui/text-field";
import { ApiError, messageOf } from "../../../lib/api-error";
import { useAccountFacts } from "../api/use-account-facts";
import { useRequestDeletion } from "../api/use-request-deletion";
import { useI18n } from "../../../lib/i18n";
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
  const { t } = useI18n();
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
        <DialogTitle className="pr-8">{t("deletion.dialog.title")}</DialogTitle>
        <DialogDescription className="mt-2">{t("deletion.dialog.text")}</DialogDescription>
        {request.isSuccess ? (
          <div className="mt-4 space-y-4">
            <Alert variant="success" title={t("deletion.dialog.sent")}>
              <p>{request.data.message}</p>
            </Alert>
            <div className="flex justify-end">
              <Button variant="outline" className="w-full sm:w-auto" onClick={close}>
                {t("deletion.dialog.close")}
              </Button>
            </div>
          </div>
        ) : facts.isPending ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-500">
            <Spinner className="size-4" /> {t("common.loading")}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="mt-4 space-y-4">
            {hasPassword ? (
              <TextField
                label={t("deletion.dialog.password")}
                type="password"
                autoComplete="current-password"
                maxLength={128}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            ) : (
              <p className="text-sm text-slate-600">{t("deletion.dialog.linkAccount")}</p>
            )}
            <p className="text-sm text-slate-600">{t("deletion.dialog.howItEnds")}</p>
            {request.isError &&
              (!hasPassword && request.error instanceof ApiError && request.error.status === 403 ? (
                <LinkSignInOffer message={messageOf(request.error, t("deletion.signInAgain.fallback"))} />
              ) : (
                <Alert variant="error" title={t("deletion.dialog.notSent")}>
                  <p>{messageOf(request.error, t("common.tryAgain"))}</p>
                </Alert>
              ))}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={request.isPending} onClick={close}>
                {t("deletion.keep")}
              </Button>
              <Button type="submit" variant="destructive" pending={request.isPending} disabled={hasPassword && password === ""}>
                {t("deletion.dialog.submit")}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
