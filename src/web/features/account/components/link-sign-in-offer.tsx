import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useRequestMagicLink } from "../../auth/api/use-request-magic-link";
import { useUser } from "../../auth/api/use-user";
import { useI18n } from "../../../lib/i18n";

/** For an account without a password whose sign-in is not recent: a fresh sign-in link, back to Settings. */
export function LinkSignInOffer({ message }: { message: string }) {
  const { t } = useI18n();
  const user = useUser();
  const send = useRequestMagicLink();
  const email = user.data?.email;
  return (
    <Alert variant="warning" title={t("deletion.signInAgain.title")}>
      <p>{message}</p>
      {send.isSuccess ? (
        <p className="mt-2">{send.data.message}</p>
      ) : (
        <Button
          variant="outline"
          className="mt-3"
          pending={send.isPending}
          disabled={!email}
          onClick={() => email && send.mutate({ email, redirect: "/settings" })}
        >
          {t("deletion.signInAgain.send")}
        </Button>
      )}
    </Alert>
  );
}
