import { TextField } from "../../../components/ui/text-field";
import type { useHousehold } from "../hooks/use-household";
import { useI18n } from "../../../lib/i18n";

// Incomes are private: the browser should neither suggest nor remember them.
const AMOUNT = { inputMode: "decimal", autoComplete: "off", placeholder: "0" } as const;

/** The incomes the plan needs, typed; the dependant's only when line 33199 has expenses. */
export function HouseholdFields({ household, showDependant }: { household: ReturnType<typeof useHousehold>; showDependant: boolean }) {
  const { t } = useI18n();
  const field = (key: keyof typeof household.text, label: string) => (
    <TextField
      {...AMOUNT}
      label={label}
      value={household.text[key]}
      error={household.read[key].error}
      onChange={(e) => household.set(key, e.target.value)}
    />
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-slate-900">{t("planner.household")}</legend>
      <p className="text-sm text-slate-600">{t("planner.householdHelp")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("netIncomeCents", t("planner.yourNetIncome"))}
        {field("earnedIncomeCents", t("planner.yourEarnedIncome"))}
        {field("spouseNetIncomeCents", t("planner.spouseNetIncome"))}
        {field("spouseEarnedIncomeCents", t("planner.spouseEarnedIncome"))}
        {showDependant && field("dependantNetIncomeCents", t("planner.dependantNetIncome"))}
      </div>
    </fieldset>
  );
}
