import { useId, useState, type FormEvent } from "react";
import { centsToAmountText } from "#domain/money";
import { claimDefaultsSchema, type ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import { readTypedAmount } from "#domain/tax/typed-credit-estimate";
import type { Claimant } from "#domain/tax/claimant";
import type { ProvinceCode } from "#domain/tax/provinces";
import { shareDigits } from "#domain/tax/share-input";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useSaveClaimDefaults } from "../api/use-save-claim-defaults";
import { ClaimantOptions } from "./claimant-options";
import { ProvinceSelect } from "./province-select";
import { useI18n } from "../../../lib/i18n";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none";

/**
 * Whom the food is usually for and the share claimed (docs/tax-rules.md: the line of the return, shared food), and the
 * net income and province the credit estimates start from, which the user may leave empty.
 */
export function ClaimDefaultsForm({ initial }: { initial: ClaimDefaults }) {
  const { t, text } = useI18n();
  const [claimant, setClaimant] = useState<Claimant>(initial.claimant);
  const [share, setShare] = useState(String(initial.sharePct));
  const [error, setError] = useState<string | undefined>();
  const [income, setIncome] = useState(initial.netIncomeCents === null ? "" : centsToAmountText(initial.netIncomeCents));
  const [incomeError, setIncomeError] = useState<string | undefined>();
  const [province, setProvince] = useState<ProvinceCode | null>(initial.province);
  const save = useSaveClaimDefaults();
  const claimantId = useId();
  const shareId = useId();
  const incomeId = useId();
  const provinceId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typedIncome = readTypedAmount(income);
    const parsed = claimDefaultsSchema.safeParse({
      claimant,
      sharePct: share.trim() === "" ? undefined : share,
      netIncomeCents: typedIncome.cents,
      province,
    });
    setIncomeError(typedIncome.error);
    if (!parsed.success) setError(parsed.error.issues[0]?.message);
    if (!parsed.success || typedIncome.error) return;
    save.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={claimantId} className="block text-sm font-medium text-slate-800">
          {t("claimFor.who")}
        </label>
        <select
          id={claimantId}
          aria-describedby={`${claimantId}-help`}
          className={SELECT}
          value={claimant}
          onChange={(event) => setClaimant(event.target.value as Claimant)}
        >
          <ClaimantOptions />
        </select>
        <p id={`${claimantId}-help`} className="text-xs text-slate-500">
          {t("settings.defaults.linesHint")}
        </p>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={shareId}>{t("settings.defaults.share")}</Label>
        <Input
          id={shareId}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-32"
          value={share}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${shareId}-help ${shareId}-error` : `${shareId}-help`}
          onChange={(event) => {
            setError(undefined);
            setShare(shareDigits(event.target.value));
          }}
        />
        <p id={`${shareId}-help`} className="text-xs text-slate-500">
          {t("settings.defaults.shareHint")}
        </p>
        {error && (
          <p id={`${shareId}-error`} role="alert" className="text-sm text-red-700">
            {text(error)}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={incomeId}>{t("settings.defaults.income")}</Label>
        <Input
          id={incomeId}
          inputMode="decimal"
          autoComplete="off"
          className="max-w-48"
          value={income}
          aria-invalid={incomeError ? true : undefined}
          aria-describedby={incomeError ? `${incomeId}-help ${incomeId}-error` : `${incomeId}-help`}
          onChange={(event) => {
            setIncomeError(undefined);
            setIncome(event.target.value);
          }}
        />
        <p id={`${incomeId}-help`} className="text-xs text-slate-500">
          {t("settings.defaults.incomeHint")}
        </p>
        {incomeError && (
          <p id={`${incomeId}-error`} role="alert" className="text-sm text-red-700">
            {text(incomeError)}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={provinceId}>{t("settings.defaults.province")}</Label>
        <ProvinceSelect id={provinceId} aria-describedby={`${provinceId}-help`} value={province} onChange={setProvince} />
        <p id={`${provinceId}-help`} className="text-xs text-slate-500">
          {t("settings.defaults.provinceHint")}
        </p>
      </div>
      <Button type="submit" pending={save.isPending}>
        {t("common.save")}
      </Button>
    </form>
  );
}
