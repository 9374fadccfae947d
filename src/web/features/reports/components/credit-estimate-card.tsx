import { say } from "#domain/i18n/said";
import { useId, useState } from "react";
import { dollarsToCents } from "#domain/money";
import type { Claimant } from "#domain/tax/claimant";
import { estimateProvincialCredit } from "#domain/tax/provincial-credit";
import { PROVINCE_CODES, type ProvinceCode } from "#domain/tax/provinces";
import { estimateFromTypedAmounts } from "#domain/tax/typed-credit-estimate";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { TextField } from "../../../components/ui/text-field";
import { useI18n } from "../../../lib/i18n";
import type { TaxSummary } from "#domain/api/tax-report";
import { Link } from "react-router";

// Income and expenses are private: the browser should neither suggest nor remember them.
const AMOUNT_INPUT = { inputMode: "decimal", autoComplete: "off" } as const;

/**
 * The federal and provincial medical expense credits from the domain's yearly rules: expenses above the lesser of 3% of
 * net income and the year's fixed amount (in Quebec, 3% of family income: here the income typed), at each rate. The
 * province starts from the one saved in Settings. Nothing typed here is sent anywhere.
 */
export function CreditEstimateCard({
  summary,
  claimant,
  savedProvince,
}: {
  summary: TaxSummary;
  claimant: Claimant | null;
  savedProvince: ProvinceCode | null;
}) {
  const i18n = useI18n();
  const { t, rich, format } = i18n;
  const [income, setIncome] = useState("");
  const [other, setOther] = useState("");
  const [province, setProvince] = useState<ProvinceCode>(savedProvince ?? "ON");
  const incomeId = useId();
  const provinceId = useId();
  const { taxLine: line, gfExpensesCents: gfCents, netIncome: net, otherExpenses, estimate } = estimateFromTypedAmounts({
    year: summary.year,
    claimant,
    expensesByTaxLine: summary.taxLines.map((t) => ({ taxLine: t.taxLine, cents: dollarsToCents(t.deduction) })),
    netIncome: income,
    otherExpenses: other,
  });
  const provincial =
    estimate && net.cents !== null
      ? estimateProvincialCredit({
          province,
          year: summary.year,
          expensesCents: gfCents + (otherExpenses.cents ?? 0),
          netIncomeCents: net.cents,
          familyNetIncomeCents: net.cents,
        })
      : null;

  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("tax.estimate.title")}</CardTitle>
        <CardDescription>
          {rich("tax.estimate.lead", { line, amount: format.money(gfCents), strong: (chunks) => <strong>{chunks}</strong> })}
          {line === "33199" ? ` ${t("tax.estimate.dependant")}` : ""}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            {...AMOUNT_INPUT}
            id={incomeId}
            label={t("tax.estimate.income")}
            placeholder="52000"
            value={income}
            error={net.error}
            onChange={(e) => setIncome(e.target.value)}
          />
          <div className="space-y-1.5">
            <label htmlFor={provinceId} className="block text-sm font-medium text-slate-800">
              {t("tax.estimate.province")}
            </label>
            <select
              id={provinceId}
              value={province}
              onChange={(e) => setProvince(e.target.value as ProvinceCode)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
            >
              {PROVINCE_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`province.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField
            {...AMOUNT_INPUT}
            label={t("tax.estimate.other")}
            placeholder="0"
            value={other}
            error={otherExpenses.error}
            onChange={(e) => setOther(e.target.value)}
          />
        </div>
        <p className="text-sm text-slate-600">
          {t("tax.estimate.otherHint")}
        </p>

        {estimate ? (
          <dl aria-label={t("tax.estimate.label")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-live="polite">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{t("tax.estimate.threshold")}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">{format.money(estimate.thresholdCents)}</dd>
              <dd className="mt-1 text-xs text-slate-600">
                {t("tax.estimate.thresholdRule", {
                  rate: format.basisPoints(estimate.incomeRateBp),
                  incomeThreshold: format.money(estimate.incomeThresholdCents),
                  fixed: format.money(estimate.fixedThresholdCents),
                  year: summary.year,
                })}
                {estimate.thresholdComputed && ` ${t("tax.estimate.computed", { how: say(estimate.thresholdComputed, i18n) })}`}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-xs font-medium text-slate-600">{t("tax.estimate.above")}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">{format.money(estimate.eligibleCents)}</dd>
            </div>
            <div className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
              <dt className="text-xs font-medium">{t("tax.estimate.federal", { rate: format.basisPoints(estimate.federalRateBp) })}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">{format.money(estimate.federalCreditCents)}</dd>
            </div>
            {provincial && (
              <div className="rounded-xl bg-emerald-50 p-3 text-emerald-900">
                <dt className="text-xs font-medium">{t("tax.estimate.provincial", { rate: format.basisPoints(provincial.rateBp) })}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="provincial-credit">
                  {format.money(provincial.creditCents)}
                </dd>
                <dd className="mt-1 text-xs">
                  {say(provincial.rule, i18n)}.{provincial.computed && ` ${t("tax.estimate.computed", { how: say(provincial.computed, i18n) })}`}
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t("tax.estimate.enterIncome")}</p>
        )}
        {estimate && !estimate.exactYear && (
          <p className="text-xs text-slate-500">{t("tax.estimate.nearestYear", { year: summary.year })}</p>
        )}
        <p className="text-sm text-slate-600">
          {rich("tax.estimate.planner", {
            link: (chunks) => (
              <Link to={`/claim-planner?year=${summary.year}`} className="font-medium text-emerald-800 underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </CardContent>
    </Card>
  );
}
