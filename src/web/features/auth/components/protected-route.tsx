import { Navigate, Outlet, useLocation } from "react-router";
import { PageSpinner } from "../../../components/ui/spinner";
import { useI18n } from "../../../lib/i18n";
import { useTimeoutElapsed } from "../../../lib/use-timeout-elapsed";
import { useAuth } from "../api/use-user";

// docs/product-spec.md §9: a visitor is not left waiting on a spinner longer than this.
const AUTH_LOADING_TIMEOUT_MS = 3000;

/** Shows its child routes to signed-in users; sends everyone else to /auth with a way back. */
export function ProtectedRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  const { t } = useI18n();
  const location = useLocation();
  const gaveUp = useTimeoutElapsed(isLoading, AUTH_LOADING_TIMEOUT_MS);

  if (isAuthenticated) return <Outlet />;
  if (isLoading && !gaveUp) return <PageSpinner label={t("common.checkingAccount")} />;
  const back = encodeURIComponent(location.pathname + location.search);
  return <Navigate to={`/auth?redirect=${back}`} replace />;
}
