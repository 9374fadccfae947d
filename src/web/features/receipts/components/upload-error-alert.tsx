import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { usePlanStatus } from "../../plans/api/use-plan-status";
import type { UploadError } from "../api/use-upload-flow";

/** The server's message as it gave it; the Free plan limit (402) also offers the upgrade where Premium is sold. */
export function UploadErrorAlert({ error }: { error: UploadError }) {
  const { t } = useI18n();
  const plan = usePlanStatus();
  if (error.planLimit) {
    return (
      <Alert variant="error" title={t("upload.limitReached")}>
        <p>{error.message}</p>
        {plan.data?.paymentsAvailable && (
          <Link to="/subscription" className={buttonClasses({ size: "sm", className: "mt-3" })}>
            {t("upload.upgrade")}
          </Link>
        )}
      </Alert>
    );
  }
  return (
    <Alert variant="error" title={t("upload.failed")}>
      {error.message}
    </Alert>
  );
}
