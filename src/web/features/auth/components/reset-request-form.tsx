import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailOnlySchema } from "#domain/auth-schemas";
import { TextField } from "../../../components/ui/text-field";
import { useRequestReset } from "../api/use-request-reset";
import type { SharedEmail } from "../lib/shared-email";
import { AuthSubmitButton } from "./auth-submit-button";
import { useI18n } from "../../../lib/i18n";

export function ResetRequestForm({ onSent, email, onEmailChange }: SharedEmail & { onSent: () => void }) {
  const { t } = useI18n();
  const requestReset = useRequestReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email } });

  const submit = handleSubmit((values) =>
    requestReset.mutate(values, { onSuccess: onSent }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label={t("auth.email")} type="email" autoComplete="email" error={errors.email?.message} {...register("email", { onChange: (e: { target: HTMLInputElement }) => onEmailChange(e.target.value) })}
      />
      <AuthSubmitButton pending={requestReset.isPending} pendingLabel={t("auth.sending")}>
        {t("auth.sendReset")}
      </AuthSubmitButton>
    </form>
  );
}
