import { useId, useState } from "react";
import { isClaimant, type Claimant } from "#domain/tax/claimant";
import { parseShareInput, shareDigits } from "#domain/tax/share-input";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useI18n } from "../../../lib/i18n";
import type { LineItemView } from "#domain/api/tax-report";
import { ClaimantOptions } from "../../settings/components/claimant-options";
import { LineEditDialog, LineEditForm, type LineEditActions } from "./line-edit-dialog";

/**
 * Who a line is claimed for and the share of it the person with celiac disease eats (docs/tax-rules.md, shared food).
 */
export function EditShareDialog({ item, ...actions }: LineEditActions & { item: LineItemView | null }) {
  return (
    <LineEditDialog open={item !== null} onClose={actions.onClose}>
      {item && <ShareForm key={item.id} item={item} {...actions} />}
    </LineEditDialog>
  );
}

function ShareForm({ item, ...actions }: LineEditActions & { item: LineItemView }) {
  const { t, text } = useI18n();
  const [share, setShare] = useState(String(item.sharePct));
  const [claimant, setClaimant] = useState<Claimant>(isClaimant(item.claimant) ? item.claimant : "self");
  const [error, setError] = useState<string | null>(null);
  const shareId = useId();
  const claimantId = useId();

  const changes = () => {
    const parsed = parseShareInput(share);
    if (!parsed.ok) {
      setError(parsed.error);
      return null;
    }
    return { share_pct: parsed.sharePct, claimant };
  };

  return (
    <LineEditForm
      title={t("lineEdit.title", { field: "share" })}
      description={t("lineEdit.share.description", { product: item.customProductName })}
      changes={changes}
      {...actions}
    >
      <div className="space-y-1.5">
        <Label htmlFor={shareId}>{t("lineEdit.share.label")}</Label>
        <Input
          id={shareId}
          autoFocus
          inputMode="numeric"
          value={share}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${shareId}-error` : undefined}
          onChange={(event) => {
            setError(null);
            setShare(shareDigits(event.target.value));
          }}
        />
        {error && (
          <p id={`${shareId}-error`} className="text-sm text-red-700">
            {text(error)}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={claimantId}>{t("lineEdit.share.claimant")}</Label>
        <select
          id={claimantId}
          value={claimant}
          onChange={(event) => setClaimant(event.target.value as Claimant)}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
        >
          <ClaimantOptions />
        </select>
      </div>
    </LineEditForm>
  );
}
