/** A public page that states a rule, as a rule passage names it in its citation. */
export interface RuleSource {
  name: string;
  url: string;
}

const CRA_EXPENSES =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses";

export const INCOME_TAX_ACT: RuleSource = {
  name: "Income Tax Act, s. 118.2(2)(r)",
  url: "https://laws-lois.justice.gc.ca/eng/acts/I-3.3/section-118.2.html",
};

/** CRA's guide: what gluten-free products qualify, shared food, documents, the 12-month period, travel. */
export const RC4065: RuleSource = {
  name: "CRA guide RC4065, Medical Expenses",
  url: "https://www.canada.ca/en/revenue-agency/services/forms-publications/publications/rc4065/medical-expenses.html",
};

/** Who goes on which line, and the dependant's own threshold. */
export const CLAIM_LINES: RuleSource = {
  name: "CRA, lines 33099 and 33199",
  url: `${CRA_EXPENSES}/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html`,
};

/** The yearly indexation rate and the indexed 3%-of-net-income ceiling of the medical expense credit. */
export const CRA_INDEXATION: RuleSource = {
  name: "CRA, indexation adjustment for personal income tax and benefit amounts",
  url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/adjustment-personal-income-tax-benefit-amounts.html",
};

/** The 2025 cut of the lowest federal rate, which sets the rate of most non-refundable credits. */
export const FINANCE_TAX_CUT: RuleSource = {
  name: "Finance Canada, Delivering a middle-class tax cut (May 2025)",
  url: "https://www.canada.ca/en/department-finance/news/2025/05/delivering-a-middle-class-tax-cut.html",
};

export const TRAVEL_RATES: RuleSource = {
  name: "CRA, meal and vehicle rates used to calculate travel expenses",
  url: `${CRA_EXPENSES}/line-25500-northern-residents-deductions/meal-vehicle-rates-used-calculate-travel-expenses.html`,
};

/** Celiac Canada's worked method: average prices and packages brought to a comparable size. */
export const CELIAC_CANADA: RuleSource = {
  name: "Celiac Canada, incremental medical tax information",
  url: "https://www.celiac.ca/living-gluten-free/incremental-medical-tax/",
};
