import { Alert } from "../../../components/ui/alert";
import { useI18n } from "../../../lib/i18n";

/** Edits kept only in this view after a failed call: say so, with the server's reason, until saving sends them. */
export function UnsentChangesAlert({ count, message }: { count: number; message: string }) {
  const { t } = useI18n();
  if (count === 0) return null;
  return (
    <Alert variant="info" title={t("review.unsent.title", { count })}>
      {t("review.unsent.text", { count, message })}
    </Alert>
  );
}
