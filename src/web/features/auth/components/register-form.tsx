import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { registerFormSchema } from "#domain/auth-schemas";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { useRegister } from "../api/use-register";

export function RegisterForm() {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  return (
    <form
      noValidate
      // confirmPassword only guards against typos; the server never sees it (SPEC §3).
      onSubmit={handleSubmit(({ email, password }) => registration.mutate({ email, password }))}
      className="space-y-4"
    >
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <p className="text-xs text-slate-500">At least 8 characters, with one uppercase letter and one number.</p>
      <Button type="submit" pending={registration.isPending} className="w-full">
        {registration.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
