import { said, type Said } from "../i18n/said";
import type { MessageKey } from "../i18n/translator";
import type { Cents } from "../money";
import { indexAmount } from "./indexation";

/**
 * The two refundable credits for medical expenses, per tax year, each row with its source (docs/tax-rules.md):
 * the federal refundable medical expense supplement (line 45200) and Quebec's refundable tax credit for medical
 * expenses (line 462). Both pay `rateBp` of the medical expenses claimed, up to `maxCents`, to a worker whose earned
 * income reaches `minEarnedIncomeCents`, less `reductionRateBp` of family net income above `reductionThresholdCents`.
 */
export interface RefundableCreditRules {
  year: number;
  maxCents: Cents;
  rateBp: number;
  minEarnedIncomeCents: Cents;
  reductionThresholdCents: Cents;
  reductionRateBp: number;
  /** How the row was worked out when it was not read from the year's publication; null when it was. */
  computed: Said | null;
  source: string;
}

const LINE_45200 =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/line-45200-refundable-medical-expense-supplement.html";
const CRA_INDEXATION =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/frequently-asked-questions-individuals/adjustment-personal-income-tax-benefit-amounts.html";
const QC_LINE_462 =
  "https://www.revenuquebec.ca/en/citizens/income-tax-return/completing-your-income-tax-return/how-to-complete-your-income-tax-return/line-by-line-help/451-to-480-refund-or-balance-due/line-462/point-1/";

const dollars = (d: number): Cents => d * 100;

function indexed(prev: RefundableCreditRules, factorBp: number, why: MessageKey, roundToCents: number, source: string): RefundableCreditRules {
  const i = (cents: Cents) => indexAmount(cents, factorBp, roundToCents);
  return {
    ...prev,
    year: prev.year + 1,
    maxCents: i(prev.maxCents),
    minEarnedIncomeCents: i(prev.minEarnedIncomeCents),
    reductionThresholdCents: i(prev.reductionThresholdCents),
    computed: said("credit.computed.amountsIndexed", { year: `${prev.year}`, factor: { bp: factorBp }, why: said(why) }),
    source,
  };
}

const federal2024: RefundableCreditRules = {
  year: 2024,
  maxCents: dollars(1_464),
  rateBp: 2500,
  minEarnedIncomeCents: dollars(4_275),
  reductionThresholdCents: dollars(32_419),
  reductionRateBp: 500,
  computed: null,
  source: LINE_45200,
};
const federal2025 = indexed(federal2024, 270, "credit.why.cra2025", 100, CRA_INDEXATION);

/** The federal refundable medical expense supplement, line 45200. */
export const MEDICAL_EXPENSE_SUPPLEMENT: readonly RefundableCreditRules[] = [
  federal2024,
  federal2025,
  indexed(federal2025, 200, "credit.why.cra2026", 100, CRA_INDEXATION),
];

const quebec2024: RefundableCreditRules = {
  year: 2024,
  maxCents: dollars(1_425),
  rateBp: 2500,
  minEarnedIncomeCents: dollars(3_645),
  reductionThresholdCents: dollars(27_600),
  reductionRateBp: 500,
  computed: said("credit.computed.qc462", {
    floor: { cents: dollars(3_645) },
    max2023: { cents: dollars(1_356) },
    threshold2023: { cents: dollars(26_265) },
    factor: { bp: 508 },
  }),
  source: QC_LINE_462,
};
const quebec2025 = indexed(quebec2024, 285, "credit.why.qc2025", 500, QC_LINE_462);

/** Quebec's refundable tax credit for medical expenses, line 462 (point 1). */
export const QUEBEC_REFUNDABLE_MEDICAL_CREDIT: readonly RefundableCreditRules[] = [
  quebec2024,
  quebec2025,
  indexed(quebec2025, 205, "credit.why.qc2026", 500, QC_LINE_462),
];

/** A year's row, or the nearest year's, marked as such. */
export function refundableRulesFor(table: readonly RefundableCreditRules[], year: number): RefundableCreditRules & { exact: boolean } {
  const row = table.find((r) => r.year === year);
  if (row) return { ...row, exact: true };
  const nearest = year < table[0]!.year ? table[0]! : table[table.length - 1]!;
  return { ...nearest, year, exact: false };
}
