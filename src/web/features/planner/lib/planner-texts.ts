import { formatCents } from "#domain/money";
import type { Claimer } from "#domain/planner/claim-plan";

/**
 * The planner's own sentences, kept together so a translation can take them from one place (issue 25, point 1).
 * The rules' sentences come with their figures from the domain (src/domain/planner, src/domain/tax).
 */
export const PLANNER_TEXT = {
  title: (year: number) => `Claim planner for ${year}`,
  intro:
    "How to claim your medical expenses for the most back: the best 12-month period, who should claim, and the refundable credits. Every figure is an estimate with the rule that made it.",
  yearLabel: "Tax year",
  provinceQuestion: "Where did you live on December 31?",
  provinceHelp: "Your province or territory of residence on December 31 decides the provincial credit. It is saved in Settings.",
  saveProvince: "Save",
  household: "Your household",
  householdHelp:
    "Net income is line 23600 of each return; earned income is employment and self-employment income, which the refundable credits look at. Nothing typed here is saved; your own net income starts from the one in Settings.",
  yourNetIncome: "Your net income",
  yourEarnedIncome: "Your earned income",
  spouseNetIncome: "Spouse's or partner's net income (optional)",
  spouseEarnedIncome: "Spouse's or partner's earned income",
  dependantNetIncome: "Net income of the dependant on line 33199",
  otherExpenses: "Other medical expenses",
  otherExpensesHelp:
    "Prescriptions, dental care, glasses, health-plan premiums: they count toward the same threshold as the gluten-free cost. Type what you paid; no receipt is read.",
  date: "Date",
  description: "What it was",
  amount: "Amount ($)",
  forWhom: "For whom",
  add: "Add",
  delete: (description: string) => `Delete ${description}`,
  noOtherExpenses: "No other expenses yet.",
  period: "The best 12-month period",
  periodNone: "Every 12-month period ending this year overlaps one you printed for another year's return.",
  periodBlocked: (count: number) =>
    `${count} period${count === 1 ? "" : "s"} overlapping one printed for another year's return ${count === 1 ? "was" : "were"} left out.`,
  periodTotals: (gfCents: number, otherCents: number, dependantCents: number) =>
    `Gluten-free cost ${formatCents(gfCents)} and other expenses ${formatCents(otherCents)} on line 33099; ${formatCents(dependantCents)} on line 33199.`,
  whoClaims: "Who should claim",
  needIncome: "Type your net income to see what the expenses give back.",
  claimer: (claimer: Claimer) => (claimer === "you" ? "Claimed on your return" : "Claimed on your spouse's return"),
  best: "Gives the most",
  total: "Total back, estimated",
  needProvince: "Add your province to include its credit.",
  wouldChange: "What would change that:",
  computedTitle: "Figures computed, not yet published",
  computedIntro:
    "These figures were worked out from a published amount and a published indexation factor, because the year's own figure was not read from its publication. Check them against the year's forms.",
  sourcesTitle: "Where the figures come from",
} as const;
