import type { OtherExpense, ClaimPlannerData } from "#domain/api/planner";
import type { ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import { Link } from "react-router";
import { Card, CardContent } from "../../../components/ui/card";
import { useHousehold } from "../hooks/use-household";
import { figureSources } from "../lib/figure-sources";
import { planFromData } from "../lib/plan-from-data";
import { useI18n } from "../../../lib/i18n";
import { ClaimOptions } from "./claim-options";
import { FigureSourcesList } from "./figure-sources-list";
import { HouseholdFields } from "./household-fields";
import { OtherExpensesCard } from "./other-expenses-card";
import { PeriodCard } from "./period-card";
import { ProvinceQuestion } from "./province-question";

interface ClaimPlannerViewProps {
  data: ClaimPlannerData;
  expenses: readonly OtherExpense[];
  defaults: ClaimDefaults;
}

/** The planner once its data is loaded: inputs, then each result with the rule that made it. */
export function ClaimPlannerView({ data, expenses, defaults }: ClaimPlannerViewProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const household = useHousehold(defaults.netIncomeCents);
  const result = planFromData(data, expenses, household.typed, defaults.province, i18n);
  const dependantExpenses = result.totals["33199"].gfCents + result.totals["33199"].otherCents;
  return (
    <div className="space-y-6">
      {defaults.province === null ? (
        <ProvinceQuestion defaults={defaults} />
      ) : (
        <p className="text-sm text-slate-600">
          {t("planner.onDecember31", { province: t(`province.${defaults.province}`) })}{" "}
          <Link to="/settings" className="font-medium text-emerald-800 underline underline-offset-4">
            {t("planner.changeInSettings")}
          </Link>
        </p>
      )}
      <Card>
        <CardContent className="space-y-6 px-4 pt-6 sm:px-6">
          <HouseholdFields household={household} showDependant={dependantExpenses > 0} />
          <OtherExpensesCard expenses={expenses} year={data.year} />
        </CardContent>
      </Card>
      <PeriodCard period={result.period} totals={result.totals} />
      {result.plan ? (
        <ClaimOptions plan={result.plan} hasProvince={defaults.province !== null} />
      ) : (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t("planner.needIncome")}</p>
      )}
      <FigureSourcesList sources={figureSources(data.year, defaults.province)} />
    </div>
  );
}
