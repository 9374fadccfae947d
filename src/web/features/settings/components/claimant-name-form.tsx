import { useState, type FormEvent } from "react";
import { CLAIMANT_NAME_MAX_LENGTH, claimDocumentsUpdateSchema } from "#domain/tax/claim-documents-schema";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/text-field";
import { messageOf } from "../../../lib/api-error";
import { useSaveClaimDocuments } from "../../dashboard/api/use-claim-documents";
import { useI18n } from "../../../lib/i18n";

/**
 * The claimant's name, asked once and kept in the settings, for the printed claim summary. Saving says so beside the
 * button: the field itself shows what was kept.
 */
export function ClaimantNameForm({ initial, submitLabel }: { initial: string | null; submitLabel?: string }) {
  const { t } = useI18n();
  const [name, setName] = useState(initial ?? "");
  const [error, setError] = useState<string | undefined>();
  const save = useSaveClaimDocuments();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = claimDocumentsUpdateSchema.safeParse({ claimantName: name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { claimantName: name },
      {
        onSuccess: (saved) => setName(saved.claimantName ?? ""),
        onError: (e) => setError(messageOf(e, t("common.tryAgain"))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="sm:flex-1">
        <TextField
          label={t("claimantName.label")}
          autoComplete="name"
          maxLength={CLAIMANT_NAME_MAX_LENGTH}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            save.reset();
          }}
        />
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" pending={save.isPending}>
          {submitLabel ?? t("claimantName.save")}
        </Button>
        <p role="status" className="text-sm text-emerald-800">
          {save.isSuccess ? t("claimantName.saved") : ""}
        </p>
      </div>
    </form>
  );
}
