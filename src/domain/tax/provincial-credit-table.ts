import { said, type Said } from "../i18n/said";
import type { MessageKey } from "../i18n/translator";
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
  /** How the row was worked out when it was not read from the year's publication, as a record; null when it was. */
  computed: Said | null;
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

const published = (year: number, rateBp: number, fixedDollars: number | null, source: string): Row => ({
  year,
  rateBp,
  fixedThresholdCents: fixedDollars === null ? null : dollars(fixedDollars),
  computed: null,
  source,
});

/** The next year from the previous row: the fixed amount indexed by a published factor; the rate carried unless given. */
function indexed(prev: Row, factorBp: number, whyKey: MessageKey, source: string, rateBp = prev.rateBp): Row {
  const fixed = prev.fixedThresholdCents;
  const amount = fixed === null ? null : indexAmount(fixed, factorBp);
  // Years are words, not numbers: a number would be grouped ("2,025").
  const year = `${prev.year}`;
  const why = said(whyKey);
  const how =
    fixed === null
      ? said("credit.computed.carried", { year, why })
      : factorBp === 0
        ? said("credit.computed.notIndexed", { year, amount: { cents: fixed }, why })
        : said("credit.computed.indexed", { year, amount: { cents: fixed }, factor: { bp: factorBp }, why });
  return { year: prev.year + 1, rateBp, fixedThresholdCents: amount, computed: how, source };
}

/** Three years from a first row and the factors of the next two (a row not yet published is computed). */
function chain(first: Row, next: ((prev: Row) => Row)[]): Row[] {
  const rows = [first];
  for (const step of next) rows.push(step(rows[rows.length - 1]!));
  return rows;
}

const FEDERAL_2026 = "credit.why.federal2026";
const NOT_YET_2026 = "credit.why.notYet2026";

const ROWS: Record<ProvinceCode, { incomeBase: "claimant" | "family"; rows: Row[] }> = {
  NL: {
    incomeBase: "claimant",
    rows: chain(
      {
        year: 2024,
        rateBp: 870,
        fixedThresholdCents: dollars(2_357),
        computed: said("credit.computed.nl2024", {
          amount2015: { cents: dollars(1_910) },
          basic2015: { cents: dollars(8_767) },
          basic2024: { cents: dollars(10_818) },
        }),
        source: cra428("nl"),
      },
      [(p) => indexed(p, 230, "credit.why.nl2025", cra428("nl")), (p) => indexed(p, 200, NOT_YET_2026, cra428("nl"))],
    ),
  },
  PE: {
    incomeBase: "claimant",
    rows: chain(published(2024, 965, 1_678, cra428("pe")), [
      () => published(2025, 965, 1_678, cra428("pe")),
      (p) => indexed(p, 0, "credit.why.pe", cra428("pe")),
    ]),
  },
  NS: {
    incomeBase: "claimant",
    rows: chain(published(2024, 879, 1_637, cra428("ns")), [
      (p) => indexed(p, 310, "credit.why.ns2025", cra428("ns")),
      (p) => indexed(p, 200, NOT_YET_2026, cra428("ns")),
    ]),
  },
  NB: {
    incomeBase: "claimant",
    rows: chain(published(2024, 940, 2_724, cra428("nb")), [
      (p) => indexed(p, 270, "credit.why.nb2025", cra428("nb")),
      (p) => indexed(p, 200, FEDERAL_2026, cra428("nb")),
    ]),
  },
  QC: {
    incomeBase: "family",
    rows: chain(published(2024, 2000, null, QC_LINE_381), [
      () => published(2025, 2000, null, QC_LINE_381),
      (p) => indexed(p, 0, "credit.why.qc", QC_LINE_381),
    ]),
  },
  ON: {
    incomeBase: "claimant",
    rows: chain(published(2024, 505, 2_806, cra428("on")), [
      (p) => indexed(p, 280, "credit.why.on2025", cra428("on")),
      (p) => indexed(p, 190, "credit.why.on2026", cra428("on")),
    ]),
  },
  MB: {
    incomeBase: "claimant",
    rows: chain(published(2024, 1080, 1_728, cra428("mb")), [
      () => published(2025, 1080, 1_728, cra428("mb")),
      (p) => indexed(p, 0, "credit.why.mb", cra428("mb")),
    ]),
  },
  SK: {
    incomeBase: "claimant",
    rows: chain(published(2024, 1050, 2_610, cra428("sk")), [
      (p) => indexed(p, 270, "credit.why.sk2025", SK_INDEXATION),
      (p) => indexed(p, 200, FEDERAL_2026, SK_INDEXATION),
    ]),
  },
  AB: {
    incomeBase: "claimant",
    rows: chain(published(2024, 1000, 2_828, cra428("ab")), [
      // Alberta's new 8% bracket (2025) is its lowest rate, at which its credits are worked out.
      (p) => indexed(p, 200, "credit.why.ab2025", ALBERTA_BUDGET_2025, 800),
      (p) => indexed(p, 200, "credit.why.ab", ALBERTA_BUDGET_2025),
    ]),
  },
  BC: {
    incomeBase: "claimant",
    rows: chain(published(2024, 506, 2_616, BC_CREDITS), [
      () => published(2025, 506, 2_689, BC_CREDITS),
      (p) => indexed(p, 220, "credit.why.bc2026", BC_CREDITS),
    ]),
  },
  YT: {
    incomeBase: "claimant",
    rows: chain(published(2024, 640, 2_759, cra428("yt")), [
      () => published(2025, 640, 2_834, cra428("yt")),
      (p) => indexed(p, 200, "credit.why.yt", cra428("yt")),
    ]),
  },
  NT: {
    incomeBase: "claimant",
    rows: chain(published(2024, 590, 2_759, cra428("nt")), [
      () => published(2025, 590, 2_834, cra428("nt")),
      (p) => indexed(p, 200, "credit.why.nt", cra428("nt")),
    ]),
  },
  NU: {
    incomeBase: "claimant",
    rows: chain(published(2024, 400, 2_759, cra428("nu")), [
      () => published(2025, 400, 2_834, cra428("nu")),
      (p) => indexed(p, 200, "credit.why.nu", cra428("nu")),
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
