import { said, type Said } from "../i18n/said";

/**
 * The yearly figures of the medical expense credit, in one place with their sources (docs/tax-rules.md).
 * Rates are basis points (1500 = 15%) so that every computation stays in integers.
 */
export interface TaxYearRules {
  year: number;
  /** The fixed amount of the threshold: expenses count above the lesser of this and 3% of net income. */
  fixedThresholdCents: number;
  /** How the fixed amount was worked out when no authority had published it yet, as a record; null when it is published. */
  computed: Said | null;
  federalRateBp: number;
  /**
   * The federal basic personal amount: below it there is no federal tax for a non-refundable credit to reduce, which
   * the claim planner weighs when it compares the spouses.
   */
  basicPersonalAmountCents: number;
  sources: string[];
}

export const THRESHOLD_INCOME_RATE_BP = 300;

/**
 * A Quebec resident's federal tax is reduced by the refundable Quebec abatement, 16.5% of basic federal tax (line
 * 44000), so a federal credit saves them 83.5% of its amount (docs/tax-rules.md).
 */
export const QUEBEC_ABATEMENT_BP = 1650;

const CRA_RC4065 = "CRA RC4065 Medical Expenses";
const LINE_33099 =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

export const TAX_YEAR_RULES: readonly TaxYearRules[] = [
  { year: 2023, fixedThresholdCents: 263_500, computed: null, federalRateBp: 1500, basicPersonalAmountCents: 1_500_000, sources: [CRA_RC4065, LINE_33099] },
  { year: 2024, fixedThresholdCents: 275_900, computed: null, federalRateBp: 1500, basicPersonalAmountCents: 1_570_500, sources: [CRA_RC4065, LINE_33099] },
  {
    year: 2025,
    fixedThresholdCents: 283_400,
    computed: null,
    // Blended: the lowest federal rate fell from 15% to 14% on 1 July 2025.
    federalRateBp: 1450,
    basicPersonalAmountCents: 1_612_900,
    sources: [CRA_RC4065, LINE_33099, "Finance Canada, 2025 personal income tax rate change"],
  },
  {
    year: 2026,
    // The amount is indexed every year and rounded to the dollar: $2,834 × 1.020 = $2,890.68 → $2,891.
    fixedThresholdCents: 289_100,
    computed: said("credit.computed.federal2026", { amount: { cents: 283_400 }, factor: { bp: 200 } }),
    federalRateBp: 1400,
    // $16,129 × 1.020 = $16,451.58 → $16,452, computed like the threshold.
    basicPersonalAmountCents: 1_645_200,
    sources: [CRA_RC4065, "CRA, indexation of the personal income tax system for 2026 (2.0%)", "Finance Canada, 2025 personal income tax rate change"],
  },
];

/** The rules of a year, or of the nearest year the table knows (marked as such so the screen can say so). */
export function rulesForYear(year: number): TaxYearRules & { exact: boolean } {
  const exact = TAX_YEAR_RULES.find((r) => r.year === year);
  if (exact) return { ...exact, exact: true };
  const first = TAX_YEAR_RULES[0]!;
  const last = TAX_YEAR_RULES[TAX_YEAR_RULES.length - 1]!;
  return { ...(year < first.year ? first : last), year, exact: false };
}
