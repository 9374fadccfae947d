import type { MessageKey } from "../i18n/messages.en-CA";
import { parseMoneyInput } from "../money-input";
import { taxLineFor, type Claimant, type TaxLine } from "./claimant";
import { estimateMedicalExpenseCredit, type CreditEstimate } from "./medical-expense-credit";

/** An amount typed for the estimate: its cents (null while empty or refused) and why it is refused. */
export interface TypedAmount {
  cents: number | null;
  /** A key of the catalogues (src/domain/i18n). */
  error?: MessageKey;
}

/** An empty field is not an error: the estimate simply waits for it. */
export function readTypedAmount(text: string): TypedAmount {
  const amount = parseMoneyInput(text);
  if (amount.ok) return { cents: amount.cents };
  if (amount.problem === "empty") return { cents: null };
  if (amount.problem === "negative") return { cents: null, error: "validation.amountNegative" };
  return { cents: null, error: "validation.amountFormat" };
}

export interface TypedCreditEstimate {
  /** The line of the return estimated: the claimant's, or the user's own when the report covers everyone. */
  taxLine: TaxLine;
  gfExpensesCents: number;
  netIncome: TypedAmount;
  otherExpenses: TypedAmount;
  /** Null until a net income is typed. */
  estimate: CreditEstimate | null;
}

/**
 * The federal credit estimate from what the user typed: net income and other medical expenses, against the
 * gluten-free expense of the line of the return the report shows. Each dependant on line 33199 has their own
 * threshold, so their net income is the one to type.
 */
export function estimateFromTypedAmounts(input: {
  year: number;
  claimant: Claimant | null;
  expensesByTaxLine: readonly { taxLine: TaxLine; cents: number }[];
  netIncome: string;
  otherExpenses: string;
}): TypedCreditEstimate {
  const taxLine = input.claimant ? taxLineFor(input.claimant) : "33099";
  const gfExpensesCents = input.expensesByTaxLine.find((e) => e.taxLine === taxLine)?.cents ?? 0;
  const netIncome = readTypedAmount(input.netIncome);
  const otherExpenses = readTypedAmount(input.otherExpenses);
  const estimate =
    netIncome.cents === null
      ? null
      : estimateMedicalExpenseCredit({
          year: input.year,
          netIncomeCents: netIncome.cents,
          gfExpensesCents,
          otherExpensesCents: otherExpenses.cents ?? 0,
        });
  return { taxLine, gfExpensesCents, netIncome, otherExpenses, estimate };
}
