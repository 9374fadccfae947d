import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "#domain/auth-schemas";
import { TextField } from "../../../components/ui/text-field";
import { useLogin } from "../api/use-login";
import type { SharedEmail } from "../lib/shared-email";
import { AuthSubmitButton } from "./auth-submit-button";

export function LoginForm({ email, onEmailChange }: SharedEmail) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email, password: "" } });

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email", { onChange: (e: { target: HTMLInputElement }) => onEmailChange(e.target.value) })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <AuthSubmitButton pending={login.isPending} pendingLabel="Logging in...">
        Log in
      </AuthSubmitButton>
    </form>
  );
}
