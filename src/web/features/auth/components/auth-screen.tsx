import { Navigate, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { PageSpinner } from "../../../components/ui/spinner";
import { siteTitle, useDocumentTitle } from "../../../lib/document-title";
import { useAuth } from "../api/use-user";
import { useRedirectTarget } from "../hooks/redirect-target";
import { AuthPanel, type AuthTab, type AuthView } from "./auth-panel";
import { AuthSidePanel } from "./auth-side-panel";
import { useI18n } from "../../../lib/i18n";

const VIEWS: readonly AuthView[] = ["reset", "magic-link"];

/** The whole /auth page; /login and /sign-up render it too, the latter opening on the Register tab. */
export function AuthScreen({ initialTab }: { initialTab: AuthTab }) {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t(initialTab === "register" ? "meta.createAccount" : "meta.signIn")));
  const { user, isLoading } = useAuth();
  const target = useRedirectTarget();
  const [params] = useSearchParams();

  if (user) return <Navigate to={target} replace />;
  if (isLoading) return <PageSpinner label={t("common.checkingAccount")} />;

  const requestedView = params.get("view") as AuthView | null;
  const initialView = requestedView && VIEWS.includes(requestedView) ? requestedView : "credentials";

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
      <div className="mx-auto w-full max-w-md space-y-6">
        <div className="space-y-2 text-center">
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("auth.welcome")}</h1>
          <p className="text-slate-600">{t("auth.welcomeLead")}</p>
        </div>
        {params.has("error") && <Alert variant="error">{t("auth.signInLinkError")}</Alert>}
        <AuthPanel initialTab={initialTab} initialView={initialView} />
      </div>
      <AuthSidePanel />
    </div>
  );
}
