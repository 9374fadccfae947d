import { Link } from "react-router";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "../../../components/ui/card";
import { useResendVerification } from "../api/use-resend-verification";
import { verificationLinkError } from "../lib/link-error-messages";
import { useI18n } from "../../../lib/i18n";

/** The emailed link worked, now or the first time it was followed: the address is confirmed. */
export function VerificationSucceeded() {
  const { t } = useI18n();
  return (
    <Card>
      <CardHeader className="text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
        <CardTitle as="h1">{t("auth.verified.title")}</CardTitle>
        <CardDescription>{t("auth.verified.text")}</CardDescription>
      </CardHeader>
      <CardFooter className="justify-center">
        <Link to="/upload-receipt" className={buttonClasses()}>
          {t("auth.verified.upload")}
        </Link>
        <Link to="/" className={buttonClasses({ variant: "outline" })}>
          {t("auth.verified.home")}
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The link failed: what went wrong, and a new link, sent here or after signing in. */
export function VerificationFailed({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useI18n();
  const resend = useResendVerification();
  const backHere = encodeURIComponent(`/auth/email-verified?error=${encodeURIComponent(code)}`);

  return (
    <Card>
      <CardHeader className="text-center">
        <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-600" />
        <CardTitle as="h1">{t("auth.verifyFailed.title")}</CardTitle>
        <CardDescription>
          {t(verificationLinkError(code))} {t(signedIn ? "auth.verifyFailed.sendBelow" : "auth.verifyFailed.signIn")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        {signedIn ? (
          <Button pending={resend.isPending} disabled={resend.isSuccess} onClick={() => resend.mutate()}>
            {t(resend.isSuccess ? "auth.verifyFailed.sent" : "auth.verifyFailed.send")}
          </Button>
        ) : (
          <Link to={`/auth?redirect=${backHere}`} className={buttonClasses()}>
            {t("auth.verifyFailed.signInButton")}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
