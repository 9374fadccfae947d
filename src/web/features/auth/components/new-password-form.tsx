import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema } from "#domain/auth-schemas";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useResetPassword } from "../api/use-reset-password";

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
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register("newPassword")}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <p className="text-xs text-slate-500">At least 8 characters, with one uppercase letter and one number.</p>
      <Button type="submit" pending={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
