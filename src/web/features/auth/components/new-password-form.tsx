import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "#domain/auth-schemas";
import { Alert } from "../../../components/ui/alert";
import { useResetPassword } from "../api/use-reset-password";
import { AuthSubmitButton } from "./auth-submit-button";
import { NewPasswordFields } from "./new-password-fields";
import { useI18n } from "../../../lib/i18n";

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useI18n();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: "", confirmPassword: "" } });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ newPassword }) => resetPassword.mutate({ token, newPassword }))}
      className="space-y-4"
    >
      {resetPassword.isError && <Alert variant="error">{resetPassword.error.message}</Alert>}
      <NewPasswordFields
        password={{ label: t("auth.newPassword"), field: register("newPassword"), error: errors.newPassword?.message }}
        confirmation={{ label: t("auth.confirmNewPassword"), field: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <AuthSubmitButton pending={resetPassword.isPending} pendingLabel={t("auth.saving")}>
        {t("auth.setNewPassword")}
      </AuthSubmitButton>
    </form>
  );
}
