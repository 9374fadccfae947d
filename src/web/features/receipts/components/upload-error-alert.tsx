import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import type { UploadError } from "../api/use-upload-flow";

/** The server's message as it gave it; the Free plan limit (402) also offers the upgrade. */
export function UploadErrorAlert({ error }: { error: UploadError }) {
  if (error.planLimit) {
    return (
      <Alert variant="error" title="Monthly receipt limit reached">
        <p>{error.message}</p>
        <Link to="/subscription" className={buttonClasses({ size: "sm", className: "mt-3" })}>
          Upgrade to Premium
        </Link>
      </Alert>
    );
  }
  return (
    <Alert variant="error" title="Receipt Processing Failed">
      {error.message}
    </Alert>
  );
}
