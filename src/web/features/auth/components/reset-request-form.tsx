import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { emailOnlySchema } from "#domain/auth-schemas";
import { TextField } from "../../../components/ui/text-field";
import { useRequestReset } from "../api/use-request-reset";
import { AuthSubmitButton } from "./auth-submit-button";

export function ResetRequestForm({ onSent }: { onSent: () => void }) {
  const requestReset = useRequestReset();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: "" } });

  const submit = handleSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        reset();
        onSent();
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <AuthSubmitButton pending={requestReset.isPending} pendingLabel="Sending...">
        Send reset link
      </AuthSubmitButton>
    </form>
  );
}
