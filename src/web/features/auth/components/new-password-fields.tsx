import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../../components/ui/text-field";
import { useI18n } from "../../../lib/i18n";

interface PasswordEntry {
  label: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** A new password typed twice, with the rules it must meet (docs/product-spec.md §5): the register and reset forms. */
export function NewPasswordFields({ password, confirmation }: { password: PasswordEntry; confirmation: PasswordEntry }) {
  const { t } = useI18n();
  return (
    <>
      {[password, confirmation].map(({ label, field, error }) => (
        <TextField key={field.name} label={label} type="password" autoComplete="new-password" error={error} {...field} />
      ))}
      <p className="text-xs text-slate-500">{t("auth.passwordRules")}</p>
    </>
  );
}
