import { useId, type ComponentProps } from "react";
import { Input } from "./input";
import { Label } from "./label";
import { useI18n } from "../../lib/i18n";

interface TextFieldProps extends ComponentProps<"input"> {
  label: string;
  error?: string;
}

/**
 * A labelled input with its validation message underneath, tied together for screen readers. The message may be a
 * schema's key (`validation.*`), said in the page's language.
 */
export function TextField({ label, error, id, ...inputProps }: TextFieldProps) {
  const { text } = useI18n();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {text(error)}
        </p>
      )}
    </div>
  );
}
