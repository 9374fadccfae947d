import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { useI18n } from "../../../lib/i18n";

/** A reset link that cannot be used (expired, already used, or cut short): why, and where to ask for a new one. */
export function ResetLinkError() {
  const { t } = useI18n();
  return (
    <Alert variant="error" title={t("auth.resetLinkUnusable")}>
      <p>{t("auth.resetLinkError")}</p>
      <Link to="/auth?view=reset" className="mt-2 inline-block font-medium underline underline-offset-4">
        {t("auth.requestNewReset")}
      </Link>
    </Alert>
  );
}
