import type { Cents } from "../money";
import { indexAmount } from "./indexation";
import type { ProvinceCode } from "./provinces";

/**
 * Each province's and territory's non-refundable medical expense credit per tax year, every row with its source
 * (docs/tax-rules.md, "Provincial and territorial credits", lists them with what each was read from). Rates are basis
 * points (505 = 5.05%), amounts integer cents. A row whose figures were not read from that year's publication is
 * `computed`: the sentence says from what, with which published indexation factor, and the screens say so.
 */
export interface ProvincialCreditRules {
  province: ProvinceCode;
  year: number;
  /** The province's lowest rate, at which its non-refundable credits are worked out. */
  rateBp: number;
  /**
   * Expenses count above the lesser of 3% of the claimant's net income and this amount; null in Quebec, where they
   * count above 3% of family income with no fixed amount (line 381).
   */
  fixedThresholdCents: Cents | null;
  /** Whose net income the 3% is taken of: the claimant's, or in Quebec the couple's (line 275 of both returns). */
  incomeBase: "claimant" | "family";
  /** How the row was worked out when it was not read from the year's publication; null when it was. */
  computed: string | null;
  source: string;
}

const cra428 = (code: string) => `https://www.canada.ca/${code}-tax-info`;
const BC_CREDITS = "https://www2.gov.bc.ca/gov/content/taxes/income-taxes/personal/credits/basic";
const QC_LINE_381 =
  "https://www.revenuquebec.ca/en/citizens/income-tax-return/completing-your-income-tax-return/how-to-complete-your-income-tax-return/line-by-line-help/350-to-398-1-non-refundable-tax-credits/line-381/";
const SK_INDEXATION = "https://www.saskatchewan.ca/residents/taxes-and-investments/personal-income-tax";
const ALBERTA_BUDGET_2025 = "https://www.alberta.ca/budget-2025";

type Row = Omit<ProvincialCreditRules, "province" | "incomeBase">;

const dollars = (d: number): Cents => d * 100;
const formatDollars = (cents: Cents) => `$${(cents / 100).toLocaleString("en-CA")}`;

const published = (year: number, rateBp: number, fixedDollars: number | null, source: string): Row => ({
  year,
  rateBp,
  fixedThresholdCents: fixedDollars === null ? null : dollars(fixedDollars),
  computed: null,
  source,
});

/** The next year from the previous row: the fixed amount indexed by a published factor; the rate carried unless given. */
function indexed(prev: Row, factorBp: number, why: string, source: string, rateBp = prev.rateBp): Row {
  const fixed = prev.fixedThresholdCents;
  const amount = fixed === null ? null : indexAmount(fixed, factorBp);
  const how =
    fixed === null
      ? `the ${prev.year} rule carried forward (${why})`
      : factorBp === 0
        ? `the ${prev.year} amount (${formatDollars(fixed)}), which is not indexed (${why})`
        : `the ${prev.year} amount (${formatDollars(fixed)}) indexed by ${factorBp / 100}% (${why})`;
  return { year: prev.year + 1, rateBp, fixedThresholdCents: amount, computed: how, source };
}

/** Three years from a first row and the factors of the next two (a row not yet published is computed). */
function chain(first: Row, next: ((prev: Row) => Row)[]): Row[] {
  const rows = [first];
  for (const step of next) rows.push(step(rows[rows.length - 1]!));
  return rows;
}

const FEDERAL_2026 = "the federal factor for 2026, which this province applies";
const NOT_YET_2026 = "the province's own 2026 factor was not published in the sources read; the federal 2.0% is used";

const ROWS: Record<ProvinceCode, { incomeBase: "claimant" | "family"; rows: Row[] }> = {
  NL: {
    incomeBase: "claimant",
    rows: chain(
      {
        year: 2024,
        rateBp: 870,
        fixedThresholdCents: dollars(2_357),
        computed:
          "NL428's 2015 amount ($1,910) moved as Newfoundland and Labrador's basic personal amount moved under the same indexation ($8,767 in 2015, $10,818 in 2024)",
        source: cra428("nl"),
      },
      [(p) => indexed(p, 230, "Newfoundland and Labrador's 2025 indexation", cra428("nl")), (p) => indexed(p, 200, NOT_YET_2026, cra428("nl"))],
    ),
  },
  PE: {
    incomeBase: "claimant",
    rows: chain(published(2024, 965, 1_678, cra428("pe")), [
      () => published(2025, 965, 1_678, cra428("pe")),
      (p) => indexed(p, 0, "Prince Edward Island does not index it", cra428("pe")),
    ]),
  },
  NS: {
    incomeBase: "claimant",
    rows: chain(published(2024, 879, 1_637, cra428("ns")), [
      (p) => indexed(p, 310, "Nova Scotia's 2025 indexation, its first since 2018", cra428("ns")),
      (p) => indexed(p, 200, NOT_YET_2026, cra428("ns")),
    ]),
  },
  NB: {
    incomeBase: "claimant",
    rows: chain(published(2024, 940, 2_724, cra428("nb")), [
      (p) => indexed(p, 270, "the federal factor for 2025, which New Brunswick applies", cra428("nb")),
      (p) => indexed(p, 200, FEDERAL_2026, cra428("nb")),
    ]),
  },
  QC: {
    incomeBase: "family",
    rows: chain(published(2024, 2000, null, QC_LINE_381), [
      () => published(2025, 2000, null, QC_LINE_381),
      (p) => indexed(p, 0, "20% of expenses above 3% of family income", QC_LINE_381),
    ]),
  },
  ON: {
    incomeBase: "claimant",
    rows: chain(published(2024, 505, 2_806, cra428("on")), [
      (p) => indexed(p, 280, "Ontario's 2025 indexation", cra428("on")),
      (p) => indexed(p, 190, "Ontario's 2026 indexation", cra428("on")),
    ]),
  },
  MB: {
    incomeBase: "claimant",
    rows: chain(published(2024, 1080, 1_728, cra428("mb")), [
      () => published(2025, 1080, 1_728, cra428("mb")),
      (p) => indexed(p, 0, "Manitoba indexes only its basic personal amount", cra428("mb")),
    ]),
  },
  SK: {
    incomeBase: "claimant",
    rows: chain(published(2024, 1050, 2_610, cra428("sk")), [
      (p) => indexed(p, 270, "the federal factor for 2025, which Saskatchewan applies", SK_INDEXATION),
      (p) => indexed(p, 200, FEDERAL_2026, SK_INDEXATION),
    ]),
  },
  AB: {
    incomeBase: "claimant",
    rows: chain(published(2024, 1000, 2_828, cra428("ab")), [
      // Alberta's new 8% bracket (2025) is its lowest rate, at which its credits are worked out.
      (p) => indexed(p, 200, "Alberta's 2025 indexation, capped at 2%", ALBERTA_BUDGET_2025, 800),
      (p) => indexed(p, 200, "Alberta's indexation, capped at 2%", ALBERTA_BUDGET_2025),
    ]),
  },
  BC: {
    incomeBase: "claimant",
    rows: chain(published(2024, 506, 2_616, BC_CREDITS), [
      () => published(2025, 506, 2_689, BC_CREDITS),
      (p) => indexed(p, 220, "British Columbia's 2026 indexation; the 2025 rate is carried", BC_CREDITS),
    ]),
  },
  YT: {
    incomeBase: "claimant",
    rows: chain(published(2024, 640, 2_759, cra428("yt")), [
      () => published(2025, 640, 2_834, cra428("yt")),
      (p) => indexed(p, 200, "Yukon uses the federal amount, computed for 2026", cra428("yt")),
    ]),
  },
  NT: {
    incomeBase: "claimant",
    rows: chain(published(2024, 590, 2_759, cra428("nt")), [
      () => published(2025, 590, 2_834, cra428("nt")),
      (p) => indexed(p, 200, "the Northwest Territories use the federal amount, computed for 2026", cra428("nt")),
    ]),
  },
  NU: {
    incomeBase: "claimant",
    rows: chain(published(2024, 400, 2_759, cra428("nu")), [
      () => published(2025, 400, 2_834, cra428("nu")),
      (p) => indexed(p, 200, "Nunavut uses the federal amount, computed for 2026", cra428("nu")),
    ]),
  },
};

/** Every row of the table, for the docs and the tests that check each has a source. */
export const PROVINCIAL_CREDIT_TABLE: readonly ProvincialCreditRules[] = Object.entries(ROWS).flatMap(([province, { incomeBase, rows }]) =>
  rows.map((row) => ({ ...row, province: province as ProvinceCode, incomeBase })),
);

const YEARS = [2024, 2025, 2026];

/**
 * A province's rules for a year; a year outside the table borrows the nearest one's, marked as such (the same way the
 * federal rules do, tax-year-rules.ts).
 */
export function provincialRulesFor(province: ProvinceCode, year: number): ProvincialCreditRules & { exact: boolean } {
  const nearest = Math.min(Math.max(year, YEARS[0]!), YEARS[YEARS.length - 1]!);
  const row = PROVINCIAL_CREDIT_TABLE.find((r) => r.province === province && r.year === nearest)!;
  return { ...row, year, exact: nearest === year };
}
