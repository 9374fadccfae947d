import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../components/ui/card";
import { useAuth, userQueryKey } from "../features/auth/api/use-user";
import { clearAuthToken, readAuthToken, storeAuthToken } from "../lib/auth-token";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

// docs/product-spec.md §9: only this much of the token is ever shown.
const TOKEN_PREVIEW_LENGTH = 20;
const EXAMPLE_TOKEN = "example-token-for-debugging-only";

export default function AuthDebugPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("authDebug.title")));
  const { user, isLoading, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState(readAuthToken);

  const setExampleToken = () => {
    storeAuthToken(EXAMPLE_TOKEN);
    setToken(readAuthToken());
  };
  const clearToken = () => {
    clearAuthToken();
    window.location.reload();
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("authDebug.title")}</h1>
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>{t("authDebug.state")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="font-medium text-slate-700">{t("authDebug.loading")}</dt>
            <dd>{t("authDebug.yesNo", { value: String(isLoading) })}</dd>
            <dt className="font-medium text-slate-700">{t("authDebug.authenticated")}</dt>
            <dd>{t("authDebug.yesNo", { value: String(isAuthenticated) })}</dd>
            <dt className="font-medium text-slate-700">{t("authDebug.token")}</dt>
            <dd className="font-mono break-all">{token ? `${token.slice(0, TOKEN_PREVIEW_LENGTH)}...` : t("authDebug.noToken")}</dd>
            <dt className="font-medium text-slate-700">{t("authDebug.user")}</dt>
            <dd>
              <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs">{JSON.stringify(user, null, 2)}</pre>
            </dd>
          </dl>
        </CardContent>
      </Card>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}>{t("authDebug.forceCheck")}</Button>
        <Button variant="outline" onClick={clearToken}>
          {t("authDebug.clearToken")}
        </Button>
        <Button variant="outline" onClick={setExampleToken}>
          {t("authDebug.setExample")}
        </Button>
        <Button variant="outline" onClick={() => void navigate("/")}>
          {t("authDebug.home")}
        </Button>
        <Button variant="outline" onClick={() => void navigate("/upload-receipt")}>
          {t("authDebug.upload")}
        </Button>
      </div>
    </div>
  );
}
