/**
 * The yearly figures of the medical expense credit, in one place with their sources (docs/tax-rules.md).
 * Rates are basis points (1500 = 15%) so that every computation stays in integers.
 */
export interface TaxYearRules {
  year: number;
  /** The fixed amount of the threshold: expenses count above the lesser of this and 3% of net income. */
  fixedThresholdCents: number;
  /** How the fixed amount was worked out when no authority had published it yet; null when it is published. */
  computed: string | null;
  federalRateBp: number;
  sources: string[];
}

export const THRESHOLD_INCOME_RATE_BP = 300;

const CRA_RC4065 = "CRA RC4065 Medical Expenses";
const LINE_33099 =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

export const TAX_YEAR_RULES: readonly TaxYearRules[] = [
  { year: 2023, fixedThresholdCents: 263_500, computed: null, federalRateBp: 1500, sources: [CRA_RC4065, LINE_33099] },
  { year: 2024, fixedThresholdCents: 275_900, computed: null, federalRateBp: 1500, sources: [CRA_RC4065, LINE_33099] },
  {
    year: 2025,
    fixedThresholdCents: 283_400,
    computed: null,
    // Blended: the lowest federal rate fell from 15% to 14% on 1 July 2025.
    federalRateBp: 1450,
    sources: [CRA_RC4065, LINE_33099, "Finance Canada, 2025 personal income tax rate change"],
  },
  {
    year: 2026,
    // The amount is indexed every year and rounded to the dollar: $2,834 × 1.020 = $2,890.68 → $2,891.
    fixedThresholdCents: 289_100,
    computed: "the 2025 amount ($2,834) indexed by the published 2.0% for 2026",
    federalRateBp: 1400,
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
