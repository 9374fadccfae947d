import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Button, buttonClasses } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../components/ui/card";
import { PageSpinner } from "../components/ui/spinner";
import { useResendVerification } from "../features/auth/api/use-resend-verification";
import { useAuth, userQueryKey } from "../features/auth/api/use-user";
import { verificationLinkError } from "../features/auth/link-error-messages";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

export default function EmailVerifiedPage() {
  useDocumentTitle(siteTitle("Email Verification"));
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

function VerificationSucceeded() {
  return (
    <Card>
      <CardHeader className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
        <CardTitle as="h1">Email verified</CardTitle>
        <CardDescription>Thank you. Your email address is confirmed and your account is ready.</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Link to="/upload-receipt" className={buttonClasses()}>
          Upload a receipt
        </Link>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          Go to Homepage
        </Link>
      </CardFooter>
    </Card>
  );
}

function VerificationFailed({ code, signedIn }: { code: string; signedIn: boolean }) {
  const resend = useResendVerification();
  const backHere = encodeURIComponent(`/auth/email-verified?error=${encodeURIComponent(code)}`);

  return (
    <Card>
      <CardHeader className="text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <CardTitle as="h1">We could not verify your email</CardTitle>
        <CardDescription>
          {verificationLinkError(code)} {signedIn ? "Send yourself a new link below." : "Sign in to ask for a new link."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        {signedIn ? (
          <Button pending={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
            {resend.isSuccess ? "New link sent" : "Send a new verification link"}
          </Button>
        ) : (
          <Link to={`/auth?redirect=${backHere}`} className={buttonClasses()}>
            Sign in
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
