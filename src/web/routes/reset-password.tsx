import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { NewPasswordForm } from "../features/auth/components/new-password-form";
import { ResetLinkError } from "../features/auth/components/reset-link-error";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

export default function ResetPasswordPage() {
  useDocumentTitle(siteTitle("Choose a New Password"));
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = params.has("error") || !token;

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:px-6 lg:py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Choose a new password</CardTitle>
          <CardDescription>Pick a password you have not used here before.</CardDescription>
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
