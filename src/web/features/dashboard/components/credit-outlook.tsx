import { say } from "#domain/i18n/said";
import { Link } from "react-router";
import type { TaxSummary } from "#domain/api/tax-report";
import { useI18n } from "../../../lib/i18n";

type Outlook = TaxSummary["credit"];

const LINK = "font-medium text-emerald-800 underline underline-offset-4";

/** The estimate at the income the user saved: the figure, with the threshold it passed. */
function AtIncome({ outlook }: { outlook: Extract<Outlook, { kind: "estimate" }> }) {
  const i18n = useI18n();
  const { t, rich, format } = i18n;
  return (
    <>
      <dt className="text-sm font-medium text-slate-700">{t("credit.estimated")}</dt>
      <dd className="mt-1 text-3xl font-semibold text-slate-900" data-testid="credit-estimate">
        {format.money(outlook.creditCents)}
      </dd>
      <dd className="mt-1 text-sm text-slate-600">
        {t("credit.atIncome", {
          income: format.money(outlook.netIncomeCents),
          threshold: format.money(outlook.thresholdCents),
          rate: format.basisPoints(outlook.federalRateBp),
        })}{" "}
        <Link to="/settings" className={LINK}>
          {t("credit.changeIncome")}
        </Link>
      </dd>
      {outlook.provincial ? (
        <dd className="mt-2 text-sm text-slate-700" data-testid="provincial-estimate">
          {rich("credit.provincial", {
            province: t(`province.${outlook.provincial.province}`),
            amount: format.money(outlook.provincial.creditCents),
            strong: (chunks) => <strong className="font-semibold text-slate-900">{chunks}</strong>,
          })}{" "}
          {say(outlook.provincial.rule, i18n)}.{outlook.provincial.computed && ` ${t("credit.computed", { how: say(outlook.provincial.computed, i18n) })}`}
        </dd>
      ) : (
        <dd className="mt-2 text-sm text-slate-600">
          {t("credit.provinceAdds")}{" "}
          <Link to="/settings" className={LINK}>
            {t("credit.sayProvince")}
          </Link>
        </dd>
      )}
    </>
  );
}

/** Without an income no single figure is true: the rule in words, and the incomes at which the credit starts. */
function Range({ outlook }: { outlook: Extract<Outlook, { kind: "range" }> }) {
  const { t, format } = useI18n();
  const below = outlook.creditOnlyBelowIncomeCents;
  return (
    <>
      <dt className="text-sm font-medium text-slate-700">{t("credit.title")}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid="credit-estimate">
        {below === null
          ? t("credit.orMore", { amount: format.money(outlook.creditAtAnyIncomeCents) })
          : outlook.expensesCents === 0
            ? t("credit.noneYet", { zero: format.price(0) })
            : t("credit.dependsOnIncome")}
      </dd>
      <dd className="mt-1 text-sm text-slate-600" data-testid="credit-rule">
        {t("credit.rule", { rate: format.basisPoints(outlook.incomeRateBp), fixed: format.money(outlook.fixedThresholdCents) })}{" "}
        {below === null
          ? t("credit.passesFixed", {
              fixed: format.money(outlook.fixedThresholdCents),
              amount: format.money(outlook.creditAtAnyIncomeCents),
              rate: format.basisPoints(outlook.federalRateBp),
              income: format.money(outlook.fixedThresholdFromIncomeCents),
            })
          : outlook.expensesCents === 0
            ? t("credit.saveToSee")
            : t("credit.onlyBelow", { income: format.money(below) })}{" "}
        <Link to="/settings" className={LINK}>
          {t("credit.addIncome")}
        </Link>
      </dd>
    </>
  );
}

/** The federal credit of the user's own line of the return, and the province's beside it, as the server worked them out. */
export function CreditOutlook({ outlook }: { outlook: Outlook | undefined }) {
  const { t } = useI18n();
  if (!outlook) {
    return (
      <>
        <dt className="text-sm font-medium text-slate-700">{t("credit.title")}</dt>
        <dd className="mt-1 text-3xl font-semibold text-slate-900" data-testid="credit-estimate">
          …
        </dd>
      </>
    );
  }
  return outlook.kind === "estimate" ? <AtIncome outlook={outlook} /> : <Range outlook={outlook} />;
}
