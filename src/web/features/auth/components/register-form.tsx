import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerFormSchema } from "#domain/auth-schemas";
import { TextField } from "../../../components/ui/text-field";
import { useRegister } from "../api/use-register";
import type { SharedEmail } from "../lib/shared-email";
import { AuthSubmitButton } from "./auth-submit-button";
import { NewPasswordFields } from "./new-password-fields";
import { useI18n } from "../../../lib/i18n";

export function RegisterForm({ email, onEmailChange }: SharedEmail) {
  const { t } = useI18n();
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email, password: "", confirmPassword: "" },
  });

  return (
    <form
      noValidate
      // confirmPassword only guards against typos; the server never sees it (docs/product-spec.md §3).
      onSubmit={handleSubmit(({ email, password }) => registration.mutate({ email, password }))}
      className="space-y-4"
    >
      <TextField label={t("auth.email")} type="email" autoComplete="email" error={errors.email?.message} {...register("email", { onChange: (e: { target: HTMLInputElement }) => onEmailChange(e.target.value) })}
      />
      <NewPasswordFields
        password={{ label: t("auth.password"), field: register("password"), error: errors.password?.message }}
        confirmation={{ label: t("auth.confirmPassword"), field: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <AuthSubmitButton pending={registration.isPending} pendingLabel={t("auth.creatingAccount")}>
        {t("auth.createAccount")}
      </AuthSubmitButton>
    </form>
  );
}
