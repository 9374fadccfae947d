import { useId } from "react";
import { Link } from "react-router";
import type { Claimant } from "#domain/tax/claimant";
import { shareDigits } from "#domain/tax/share-input";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useI18n } from "../../../lib/i18n";
import { ClaimantOptions } from "../../settings/components/claimant-options";
import type { ClaimFor } from "../hooks/use-claim-for";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none disabled:bg-slate-100";

interface ClaimForFieldsProps {
  claimFor: ClaimFor;
  /** The eligible medical expense of the lines to save at the share typed, shown when under 100%, unless shown nearby. */
  claimedCents?: number;
  disabled: boolean;
}

/** Whom the food is for (the line of the return) and the share claimed, for every line saved from this receipt. */
export function ClaimForFields({ claimFor, claimedCents, disabled }: ClaimForFieldsProps) {
  const { t, rich, format, text } = useI18n();
  const claimantId = useId();
  const shareId = useId();
  const { claimant, shareText, sharePct, shareError } = claimFor;
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <legend className="sr-only">{t("claimFor.legend")}</legend>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_auto]">
        <div className="space-y-1.5">
          <Label htmlFor={claimantId}>{t("claimFor.who")}</Label>
          <select
            id={claimantId}
            className={SELECT}
            value={claimant}
            disabled={disabled}
            onChange={(e) => claimFor.setClaimant(e.target.value as Claimant)}
          >
            <ClaimantOptions />
          </select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={shareId}>{t("claimFor.share")}</Label>
          <div className="flex items-center gap-2">
            <Input
              id={shareId}
              inputMode="numeric"
              autoComplete="off"
              className="max-w-20"
              value={shareText}
              disabled={disabled}
              aria-invalid={shareError ? true : undefined}
              aria-describedby={shareError ? `${shareId}-error` : undefined}
              onChange={(e) => claimFor.setShareText(shareDigits(e.target.value))}
            />
            <span className="text-sm text-slate-700">%</span>
          </div>
        </div>
      </div>
      {shareError && (
        <p id={`${shareId}-error`} className="text-sm text-red-700">
          {text(shareError)}
        </p>
      )}
      <p className="text-xs text-slate-600">
        {sharePct !== null && sharePct < 100 && claimedCents !== undefined && (
          <>
            {rich("claimFor.atShare", {
              share: format.basisPoints(sharePct * 100),
              amount: format.money(claimedCents),
              strong: (chunks) => <strong className="text-slate-800">{chunks}</strong>,
            })}{" "}
          </>
        )}
        <Link to="/settings" className="font-medium text-emerald-700 underline underline-offset-4">
          {t("claimFor.changeDefault")}
        </Link>
      </p>
    </fieldset>
  );
}
