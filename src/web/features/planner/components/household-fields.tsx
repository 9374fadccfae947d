import { TextField } from "../../../components/ui/text-field";
import type { useHousehold } from "../hooks/use-household";
import { PLANNER_TEXT } from "../lib/planner-texts";

// Incomes are private: the browser should neither suggest nor remember them.
const AMOUNT = { inputMode: "decimal", autoComplete: "off", placeholder: "0" } as const;

/** The incomes the plan needs, typed; the dependant's only when line 33199 has expenses. */
export function HouseholdFields({ household, showDependant }: { household: ReturnType<typeof useHousehold>; showDependant: boolean }) {
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
      <legend className="text-base font-semibold text-slate-900">{PLANNER_TEXT.household}</legend>
      <p className="text-sm text-slate-600">{PLANNER_TEXT.householdHelp}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("netIncomeCents", PLANNER_TEXT.yourNetIncome)}
        {field("earnedIncomeCents", PLANNER_TEXT.yourEarnedIncome)}
        {field("spouseNetIncomeCents", PLANNER_TEXT.spouseNetIncome)}
        {field("spouseEarnedIncomeCents", PLANNER_TEXT.spouseEarnedIncome)}
        {showDependant && field("dependantNetIncomeCents", PLANNER_TEXT.dependantNetIncome)}
      </div>
    </fieldset>
  );
}
