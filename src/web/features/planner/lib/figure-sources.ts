import { said, type Said } from "#domain/i18n/said";
import { provincialRulesFor } from "#domain/tax/provincial-credit-table";
import type { ProvinceCode } from "#domain/tax/provinces";
import { MEDICAL_EXPENSE_SUPPLEMENT, QUEBEC_REFUNDABLE_MEDICAL_CREDIT, refundableRulesFor } from "#domain/tax/refundable-credit-table";
import { rulesForYear } from "#domain/tax/tax-year-rules";

export interface FigureSource {
  label: Said;
  /** How the figure was computed, when it was not read from the year's publication; null when it was. */
  computed: Said | null;
  source: string;
}

const LINES_33099_33199 =
  "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/deductions-credits-expenses/lines-33099-33199-eligible-medical-expenses-you-claim-on-your-tax-return.html";

/** Every table row the plan of `year` reads, with its source and whether it is computed: the page lists them. */
export function figureSources(year: number, province: ProvinceCode | null): FigureSource[] {
  const federal = rulesForYear(year);
  // A year is a word, not a number: a number would be grouped ("2,025").
  const inYear = { year: `${year}` };
  const rows: FigureSource[] = [
    { label: said("credit.figure.federal", inYear), computed: federal.computed, source: LINES_33099_33199 },
    { label: said("credit.figure.supplement", inYear), ...pick(refundableRulesFor(MEDICAL_EXPENSE_SUPPLEMENT, year)) },
  ];
  if (province) {
    rows.push({ label: said("credit.figure.provincial", { ...inYear, province: said(`province.${province}`) }), ...pick(provincialRulesFor(province, year)) });
    if (province === "QC") {
      rows.push({ label: said("credit.figure.quebec462", inYear), ...pick(refundableRulesFor(QUEBEC_REFUNDABLE_MEDICAL_CREDIT, year)) });
    }
  }
  return rows;
}

const pick = (row: { computed: Said | null; source: string }) => ({ computed: row.computed, source: row.source });
