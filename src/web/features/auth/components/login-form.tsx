import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "#domain/auth-schemas";
import { TextField } from "../../../components/ui/text-field";
import { useLogin } from "../api/use-login";
import type { SharedEmail } from "../lib/shared-email";
import { AuthSubmitButton } from "./auth-submit-button";
import { useI18n } from "../../../lib/i18n";

export function LoginForm({ email, onEmailChange }: SharedEmail) {
  const { t } = useI18n();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email, password: "" } });

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="space-y-4">
      <TextField label={t("auth.email")} type="email" autoComplete="email" error={errors.email?.message} {...register("email", { onChange: (e: { target: HTMLInputElement }) => onEmailChange(e.target.value) })}
      />
      <TextField
        label={t("auth.password")}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <AuthSubmitButton pending={login.isPending} pendingLabel={t("auth.loggingIn")}>
        {t("auth.logIn")}
      </AuthSubmitButton>
    </form>
  );
}
