import { describe, expect, it } from "vitest";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import { estimateProvincialCredit } from "./provincial-credit";
import { PROVINCIAL_CREDIT_TABLE } from "./provincial-credit-table";
import { PROVINCE_CODES, type ProvinceCode } from "./provinces";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | null | undefined) => (words ? say(words, translatorFor("fr-CA")).replace(/[\u00a0\u202f]/g, " ") : "");

// Hand-computed with the figures of docs/tax-rules.md ("Provincial and territorial credits"), each row's source there:
// the CRA's Form 428 of the province for the year (canada.ca/<code>-tax-info), the B.C. government's basic credits page,
// Revenu Québec's line 381. A net income of $120,000 puts 3% of it ($3,600) above every fixed amount, so $4,000 of
// expenses count above the province's fixed amount; $40,000 puts 3% ($1,200) below every one, so $3,000 count above
// $1,200. Quebec takes 3% of family income, here the same $120,000 or $40,000, and has no fixed amount.
const HIGH_INCOME: Record<number, Record<ProvinceCode, { threshold: number; credit: number }>> = {
  2024: {
    NL: { threshold: 235_700, credit: 14_294 }, // ($4,000 − $2,357) × 8.7% = $142.941
    PE: { threshold: 167_800, credit: 22_407 }, // ($4,000 − $1,678) × 9.65% = $224.073
    NS: { threshold: 163_700, credit: 20_771 }, // ($4,000 − $1,637) × 8.79% = $207.7077
    NB: { threshold: 272_400, credit: 11_994 }, // ($4,000 − $2,724) × 9.4% = $119.944
    QC: { threshold: 360_000, credit: 8_000 }, // ($4,000 − 3% × $120,000) × 20% = $80
    ON: { threshold: 280_600, credit: 6_030 }, // ($4,000 − $2,806) × 5.05% = $60.297
    MB: { threshold: 172_800, credit: 24_538 }, // ($4,000 − $1,728) × 10.8% = $245.376
    SK: { threshold: 261_000, credit: 14_595 }, // ($4,000 − $2,610) × 10.5% = $145.95
    AB: { threshold: 282_800, credit: 11_720 }, // ($4,000 − $2,828) × 10% = $117.20
    BC: { threshold: 261_600, credit: 7_003 }, // ($4,000 − $2,616) × 5.06% = $70.0304
    YT: { threshold: 275_900, credit: 7_942 }, // ($4,000 − $2,759) × 6.4% = $79.424
    NT: { threshold: 275_900, credit: 7_322 }, // ($4,000 − $2,759) × 5.9% = $73.219
    NU: { threshold: 275_900, credit: 4_964 }, // ($4,000 − $2,759) × 4% = $49.64
  },
  2025: {
    NL: { threshold: 241_100, credit: 13_824 }, // $2,357 × 1.023 = $2,411.21 → $2,411; $1,589 × 8.7% = $138.243
    PE: { threshold: 167_800, credit: 22_407 }, // not indexed: as 2024
    NS: { threshold: 168_800, credit: 20_322 }, // $1,637 × 1.031 = $1,687.75 → $1,688; $2,312 × 8.79% = $203.2248
    NB: { threshold: 279_800, credit: 11_299 }, // $2,724 × 1.027 = $2,797.55 → $2,798; $1,202 × 9.4% = $112.988
    QC: { threshold: 360_000, credit: 8_000 }, // the same rule: $400 × 20%
    ON: { threshold: 288_500, credit: 5_631 }, // $2,806 × 1.028 = $2,884.57 → $2,885; $1,115 × 5.05% = $56.3075
    MB: { threshold: 172_800, credit: 24_538 }, // not indexed: as 2024
    SK: { threshold: 268_000, credit: 13_860 }, // $2,610 × 1.027 = $2,680.47 → $2,680; $1,320 × 10.5% = $138.60
    AB: { threshold: 288_500, credit: 8_920 }, // $2,828 × 1.02 = $2,884.56 → $2,885; $1,115 × 8% (the new lowest rate) = $89.20
    BC: { threshold: 268_900, credit: 6_634 }, // ($4,000 − $2,689) × 5.06% = $66.3366
    YT: { threshold: 283_400, credit: 7_462 }, // ($4,000 − $2,834) × 6.4% = $74.624
    NT: { threshold: 283_400, credit: 6_879 }, // ($4,000 − $2,834) × 5.9% = $68.794
    NU: { threshold: 283_400, credit: 4_664 }, // ($4,000 − $2,834) × 4% = $46.64
  },
};

// $1,800 above 3% of $40,000, at each province's rate (Alberta's fell from 10% to 8% in 2025).
const LOW_INCOME: Record<number, Record<ProvinceCode, number>> = {
  2024: { NL: 15_660, PE: 17_370, NS: 15_822, NB: 16_920, QC: 36_000, ON: 9_090, MB: 19_440, SK: 18_900, AB: 18_000, BC: 9_108, YT: 11_520, NT: 10_620, NU: 7_200 },
  2025: { NL: 15_660, PE: 17_370, NS: 15_822, NB: 16_920, QC: 36_000, ON: 9_090, MB: 19_440, SK: 18_900, AB: 14_400, BC: 9_108, YT: 11_520, NT: 10_620, NU: 7_200 },
};

describe("estimateProvincialCredit", () => {
  for (const year of [2024, 2025]) {
    for (const province of PROVINCE_CODES) {
      it(`${province} ${year}: above the fixed amount at a high income, above 3% at a low one`, () => {
        const high = estimateProvincialCredit({ province, year, expensesCents: 400_000, netIncomeCents: 12_000_000, familyNetIncomeCents: 12_000_000 });
        expect(high.thresholdCents).toBe(HIGH_INCOME[year]![province].threshold);
        expect(high.creditCents).toBe(HIGH_INCOME[year]![province].credit);
        const low = estimateProvincialCredit({ province, year, expensesCents: 300_000, netIncomeCents: 4_000_000, familyNetIncomeCents: 4_000_000 });
        expect(low.thresholdCents).toBe(120_000);
        expect(low.creditCents).toBe(LOW_INCOME[year]![province]);
      });
    }
  }

  it("takes Quebec's 3% of the family's income, not the claimant's", () => {
    // Line 381: ($3,000 − 3% × ($20,000 + $60,000)) × 20% = $120.
    const credit = estimateProvincialCredit({ province: "QC", year: 2025, expensesCents: 300_000, netIncomeCents: 2_000_000, familyNetIncomeCents: 8_000_000 });
    expect(credit.thresholdCents).toBe(240_000);
    expect(credit.creditCents).toBe(12_000);
    expect(inEnglish(credit.rule)).toBe("Quebec (line 381): 20% of the expenses above 3% of family income ($2,400.00)");
    expect(inFrench(credit.rule)).toBe("Québec (ligne 381) : 20 % des frais au-delà de 3 % du revenu familial (2 400,00 $)");
  });

  it("says a computed year is computed, and a year outside the table borrows the nearest", () => {
    const on2026 = estimateProvincialCredit({ province: "ON", year: 2026, expensesCents: 0, netIncomeCents: 0, familyNetIncomeCents: 0 });
    expect(inEnglish(on2026.computed)).toBe("the 2025 amount ($2,885.00) indexed by 1.9% (Ontario’s 2026 indexation)");
    expect(inFrench(on2026.computed)).toBe("le montant de 2025 (2 885,00 $) indexé de 1,9 % (indexation de l’Ontario pour 2026)");
    expect(inFrench(on2026.rule)).toMatch(/^Ontario : 5,05 % des frais au-delà du moindre de 3 % du revenu net \(0,00 \$\) et de 2 940,00 \$$/);
    expect(estimateProvincialCredit({ province: "ON", year: 2030, expensesCents: 0, netIncomeCents: 0, familyNetIncomeCents: 0 }).exactYear).toBe(false);
  });
});

describe("the provincial credit table", () => {
  it("has 2024, 2025 and 2026 for every province and territory, each row with a source", () => {
    for (const province of PROVINCE_CODES) {
      const years = PROVINCIAL_CREDIT_TABLE.filter((r) => r.province === province).map((r) => r.year);
      expect(years).toEqual([2024, 2025, 2026]);
    }
    for (const row of PROVINCIAL_CREDIT_TABLE) expect(row.source).toMatch(/^https:\/\//);
  });

  it("marks every 2026 row computed, since no province had published 2026 forms", () => {
    for (const row of PROVINCIAL_CREDIT_TABLE.filter((r) => r.year === 2026)) expect(row.computed).not.toBeNull();
  });
});
