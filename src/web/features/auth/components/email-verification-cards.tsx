import { Link } from "react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { useResendVerification } from "../api/use-resend-verification";
import { verificationLinkError } from "../lib/link-error-messages";

/** The emailed link worked, now or the first time it was followed: the address is confirmed. */
export function VerificationSucceeded() {
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

/** The link failed: what went wrong, and a new link, sent here or after signing in. */
export function VerificationFailed({ code, signedIn }: { code: string; signedIn: boolean }) {
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
