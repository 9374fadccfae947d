import { Link } from "react-router";
import { formatCents } from "#domain/money";
import { provinceName } from "#domain/tax/provinces";
import type { TaxSummary } from "#domain/api/tax-report";
import { formatBasisPoints } from "../../../lib/format";

type Outlook = TaxSummary["credit"];

const LINK = "font-medium text-emerald-800 underline underline-offset-4";

/** The estimate at the income the user saved: the figure, with the threshold it passed. */
function AtIncome({ outlook }: { outlook: Extract<Outlook, { kind: "estimate" }> }) {
  return (
    <>
      <dt className="text-sm font-medium text-slate-700">Federal tax credit, estimated</dt>
      <dd className="mt-1 text-3xl font-semibold text-slate-900" data-testid="credit-estimate">
        {formatCents(outlook.creditCents)}
      </dd>
      <dd className="mt-1 text-sm text-slate-600">
        At your net income of {formatCents(outlook.netIncomeCents)}, your expenses count above{" "}
        {formatCents(outlook.thresholdCents)}; the credit is {formatBasisPoints(outlook.federalRateBp)} of what passes it.
        Other medical expenses of the year count toward the same threshold.{" "}
        <Link to="/settings" className={LINK}>
          Change your income
        </Link>
      </dd>
      {outlook.provincial ? (
        <dd className="mt-2 text-sm text-slate-700" data-testid="provincial-estimate">
          Plus the {provinceName(outlook.provincial.province)} credit, estimated:{" "}
          <strong className="font-semibold text-slate-900">{formatCents(outlook.provincial.creditCents)}</strong>. {outlook.provincial.rule}.
          {outlook.provincial.computed && ` Computed, not yet published: ${outlook.provincial.computed}.`}
        </dd>
      ) : (
        <dd className="mt-2 text-sm text-slate-600">
          Your province adds its own credit.{" "}
          <Link to="/settings" className={LINK}>
            Say where you lived on December 31
          </Link>
        </dd>
      )}
    </>
  );
}

/** Without an income no single figure is true: the rule in words, and the incomes at which the credit starts. */
function Range({ outlook }: { outlook: Extract<Outlook, { kind: "range" }> }) {
  const rule = `Your expenses count only above the lesser of ${formatBasisPoints(outlook.incomeRateBp)} of your net income and ${formatCents(outlook.fixedThresholdCents)}`;
  const below = outlook.creditOnlyBelowIncomeCents;
  return (
    <>
      <dt className="text-sm font-medium text-slate-700">Federal tax credit</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid="credit-estimate">
        {below === null
          ? `${formatCents(outlook.creditAtAnyIncomeCents)} or more`
          : outlook.expensesCents === 0
            ? "$0 so far"
            : "Depends on your income"}
      </dd>
      <dd className="mt-1 text-sm text-slate-600" data-testid="credit-rule">
        {rule}.{" "}
        {below === null
          ? `They pass ${formatCents(outlook.fixedThresholdCents)}, so they give at least ${formatCents(outlook.creditAtAnyIncomeCents)} (${formatBasisPoints(outlook.federalRateBp)} of the difference), more if your net income is under ${formatCents(outlook.fixedThresholdFromIncomeCents)}.`
          : outlook.expensesCents === 0
            ? "Save receipts to see what they could give."
            : `On their own they give a credit only if your net income is under ${formatCents(below)}, or once other medical expenses of the year bring the total past that threshold.`}{" "}
        <Link to="/settings" className={LINK}>
          Add your net income for an estimate
        </Link>
      </dd>
    </>
  );
}

/** The federal credit of the user's own line of the return, and the province's beside it, as the server worked them out. */
export function CreditOutlook({ outlook }: { outlook: Outlook | undefined }) {
  if (!outlook) {
    return (
      <>
        <dt className="text-sm font-medium text-slate-700">Federal tax credit</dt>
        <dd className="mt-1 text-3xl font-semibold text-slate-900" data-testid="credit-estimate">
          …
        </dd>
      </>
    );
  }
  return outlook.kind === "estimate" ? <AtIncome outlook={outlook} /> : <Range outlook={outlook} />;
}
