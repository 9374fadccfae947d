import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { emailOnlySchema } from "#domain/auth-schemas";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useRequestMagicLink } from "../api/use-request-magic-link";
import { useRedirectTarget } from "../hooks/redirect-target";
import type { SharedEmail } from "../lib/shared-email";
import { AuthSubmitButton } from "./auth-submit-button";
import { useI18n } from "../../../lib/i18n";

export function MagicLinkForm({ email, onEmailChange }: SharedEmail) {
  const { t, rich } = useI18n();
  const requestLink = useRequestMagicLink();
  const redirect = useRedirectTarget();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email } });

  if (requestLink.isSuccess) {
    return (
      <div role="status" className="space-y-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto size-10 text-emerald-700" />
        <p className="font-medium text-slate-900">{t("auth.checkInbox")}</p>
        <p className="text-sm text-slate-600">
          {rich("auth.linkSent", {
            email: requestLink.variables.email,
            strong: (chunks) => <strong className="text-slate-900">{chunks}</strong>,
          })}
        </p>
        <Button variant="outline" onClick={() => requestLink.reset()}>
          {t("auth.differentEmail")}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ email }) => requestLink.mutate({ email, redirect }))}
      className="space-y-4"
    >
      <TextField label={t("auth.email")} type="email" autoComplete="email" error={errors.email?.message} {...register("email", { onChange: (e: { target: HTMLInputElement }) => onEmailChange(e.target.value) })}
      />
      <AuthSubmitButton pending={requestLink.isPending} pendingLabel={t("auth.sending")}>
        {t("auth.sendLink")}
      </AuthSubmitButton>
    </form>
  );
}
