import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { usePlanStatus } from "../../plans/api/use-plan-status";
import type { UploadError } from "../api/use-upload-flow";

/** The server's message as it gave it; the Free plan limit (402) also offers the upgrade where Premium is sold. */
export function UploadErrorAlert({ error }: { error: UploadError }) {
  const plan = usePlanStatus();
  if (error.planLimit) {
    return (
      <Alert variant="error" title="Monthly receipt limit reached">
        <p>{error.message}</p>
        {plan.data?.paymentsAvailable && (
          <Link to="/subscription" className={buttonClasses({ size: "sm", className: "mt-3" })}>
            Upgrade to Premium
          </Link>
        )}
      </Alert>
    );
  }
  return (
    <Alert variant="error" title="Receipt Processing Failed">
      {error.message}
    </Alert>
  );
}
