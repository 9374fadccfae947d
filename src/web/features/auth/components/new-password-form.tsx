import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "#domain/auth-schemas";
import { Alert } from "../../../components/ui/alert";
import { useResetPassword } from "../api/use-reset-password";
import { AuthSubmitButton } from "./auth-submit-button";
import { NewPasswordFields } from "./new-password-fields";

export function NewPasswordForm({ token }: { token: string }) {
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
        password={{ label: "New password", field: register("newPassword"), error: errors.newPassword?.message }}
        confirmation={{ label: "Confirm new password", field: register("confirmPassword"), error: errors.confirmPassword?.message }}
      />
      <AuthSubmitButton pending={resetPassword.isPending} pendingLabel="Saving...">
        Set new password
      </AuthSubmitButton>
    </form>
  );
}
