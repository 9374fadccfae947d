import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { NewPasswordForm } from "../features/auth/components/new-password-form";
import { ResetLinkError } from "../features/auth/components/reset-link-error";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function ResetPasswordPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("meta.newPassword")));
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = params.has("error") || !token;

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6 lg:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t("auth.newPasswordTitle")}</CardTitle>
          <CardDescription>{t("auth.newPasswordLead")}</CardDescription>
        </CardHeader>
        <CardContent>
          {linkBroken ? (
            <ResetLinkError />
          ) : (
            <NewPasswordForm token={token} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
