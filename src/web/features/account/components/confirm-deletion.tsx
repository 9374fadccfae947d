import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { messageOf } from "../../../lib/api-error";
import { useI18n } from "../../../lib/i18n";
import { useConfirmDeletion } from "../api/use-confirm-deletion";

/**
 * Where the emailed link lands. Opening it deletes nothing (mail scanners open links too): the user presses the
 * button, and a second press, a second tab or a reload of the answer are all told the same.
 */
export function ConfirmDeletion({ token }: { token: string | null }) {
  const { t } = useI18n();
  const confirm = useConfirmDeletion();
  if (!token) {
    return (
      <Alert variant="error" title={t("deletion.link.incomplete.title")}>
        <p>{t("deletion.link.incomplete.text")}</p>
      </Alert>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success" title={t("deletion.done.title")}>
          <p>{t("deletion.done.text", { message: confirm.data.message })}</p>
        </Alert>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          {t("deletion.done.home")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-slate-700">{t("deletion.confirm.text")}</p>
      {confirm.isError && (
        <Alert variant="error" title={t("deletion.confirm.failed")}>
          <p>{messageOf(confirm.error, t("common.tryAgain"))}</p>
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Link to="/settings" className={buttonClasses({ variant: "outline" })}>
          {t("deletion.keep")}
        </Link>
        <Button variant="destructive" pending={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {t("deletion.confirm.submit")}
        </Button>
      </div>
    </div>
  );
}
