import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { PageSpinner } from "../components/ui/spinner";
import { useAuth, userQueryKey } from "../features/auth/api/use-user";
import { VerificationFailed, VerificationSucceeded } from "../features/auth/components/email-verification-cards";
import { siteTitle, useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function EmailVerifiedPage() {
  const { t } = useI18n();
  useDocumentTitle(siteTitle(t("meta.emailVerification")));
  const [params] = useSearchParams();
  const error = params.get("error");
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();

  // Following the link verifies the address and may sign the visitor in, so the cached user is out of date.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  let card;
  if (isLoading) card = <PageSpinner />;
  // A link clicked twice fails the second time, yet the address is verified: say so rather than alarm.
  else if (!error || user?.emailVerified) card = <VerificationSucceeded />;
  else card = <VerificationFailed code={error} signedIn={user !== null} />;

  return <div className="mx-auto max-w-md px-4 py-12 sm:px-6 lg:py-16">{card}</div>;
}
