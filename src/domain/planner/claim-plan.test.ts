import { describe, expect, it } from "vitest";
import { planClaim, type ClaimOption } from "./claim-plan";
import { translatorFor } from "../i18n/translators";

const english = translatorFor("en-CA");

// Worked households, hand-computed with the figures of docs/tax-rules.md: the federal threshold and rate
// (tax-year-rules.ts; CRA lines 33099-33199), the provincial rows (provincial-credit-table.ts; each province's Form 428,
// Revenu Québec line 381), line 45200 (CRA) and line 462 (Revenu Québec) from refundable-credit-table.ts.

const figure = (option: ClaimOption | undefined, label: string) => option?.figures.find((f) => f.label.startsWith(label))?.amountCents;

describe("planClaim", () => {
  it("a couple with two incomes and other expenses: the lower income claims", () => {
    // Ontario 2025. $600 of gluten-free cost and $1,400 of dental care on line 33099: $2,000.
    // You ($90,000): the threshold is min(3% = $2,700, $2,834) = $2,700 federally and min($2,700, $2,885) in Ontario: $0.
    // Your spouse ($30,000): 3% = $900 on both sides. Federal ($2,000 − $900) × 14.5% = $159.50; Ontario × 5.05% =
    // $55.55. The supplement: 25% × $1,100 = $275, less 5% × ($120,000 − $33,294) = $4,335.30: $0.
    const plan = planClaim({
      year: 2025,
      province: "ON",
      you: { netIncomeCents: 9_000_000, earnedIncomeCents: 9_000_000 },
      spouse: { netIncomeCents: 3_000_000, earnedIncomeCents: 3_000_000 },
      expenses33099Cents: 200_000,
      expenses33199Cents: 0,
      dependantNetIncomeCents: 0,
    }, english);
    const [you, spouse] = plan.options;
    expect(you?.totalCents).toBe(0);
    expect(figure(spouse, "Federal")).toBe(15_950);
    expect(figure(spouse, "Provincial")).toBe(5_555);
    expect(figure(spouse, "Refundable supplement")).toBe(0);
    expect(spouse?.totalCents).toBe(21_505);
    expect(plan.best).toBe("spouse");
    expect(plan.bestRule).toContain("$215.05 more");
  });

  it("a dependant of 20 on line 33199 has their own threshold", () => {
    // Alberta 2024, single claimer at $60,000; $1,500 of gluten-free cost for a son of 20 whose net income is $8,000.
    // His threshold: min(3% = $240, $2,759) federally, min($240, $2,828) in Alberta. ($1,500 − $240) × 15% = $189;
    // × 10% = $126. The supplement: 25% × $1,260 = $315, less 5% × ($60,000 − $32,419) = $1,379.05: $0.
    const plan = planClaim({
      year: 2024,
      province: "AB",
      you: { netIncomeCents: 6_000_000, earnedIncomeCents: 6_000_000 },
      spouse: null,
      expenses33099Cents: 0,
      expenses33199Cents: 150_000,
      dependantNetIncomeCents: 800_000,
    }, english);
    const [you] = plan.options;
    expect(figure(you, "Federal")).toBe(18_900);
    expect(figure(you, "Provincial")).toBe(12_600);
    expect(figure(you, "Refundable supplement")).toBe(0);
    expect(plan.best).toBe("you");
    expect(plan.bestRule).toContain("Add your spouse's income");
  });

  it("a Quebec family with the refundable credit", () => {
    // Quebec 2025: you $24,000 (all earned), your spouse $6,000 (earned); $3,000 on line 33099; family income $30,000.
    // You: federal ($3,000 − 3% × $24,000 = $720) × 14.5% = $330.60, less the 16.5% abatement ($54.55) = $276.05.
    // Line 381: ($3,000 − 3% × $30,000) × 20% = $420. Line 462: min($1,465, 25% × $2,100 = $525) − 5% × ($30,000 −
    // $28,385) = $444.25. Line 45200: min($1,504, 25% × $2,280 = $570), no reduction under $33,294: $570.
    // Your spouse: under the $16,129 basic personal amount the non-refundable credits reduce nothing ($0); line 462
    // is the same $444.25 (family income); line 45200: 25% × ($3,000 − $180) = $705. Total $1,149.25.
    const plan = planClaim({
      year: 2025,
      province: "QC",
      you: { netIncomeCents: 2_400_000, earnedIncomeCents: 2_400_000 },
      spouse: { netIncomeCents: 600_000, earnedIncomeCents: 600_000 },
      expenses33099Cents: 300_000,
      expenses33199Cents: 0,
      dependantNetIncomeCents: 0,
    }, english);
    const [you, spouse] = plan.options;
    expect(figure(you, "Federal")).toBe(27_605);
    expect(figure(you, "Quebec credit")).toBe(42_000);
    expect(figure(you, "Quebec refundable")).toBe(44_425);
    expect(figure(you, "Refundable supplement")).toBe(57_000);
    expect(you?.totalCents).toBe(171_030);
    expect(figure(spouse, "Federal")).toBe(0);
    expect(figure(spouse, "Federal") === 0 && spouse?.figures[0]?.rule).toContain("no tax for it to reduce");
    expect(figure(spouse, "Quebec refundable")).toBe(44_425);
    expect(figure(spouse, "Refundable supplement")).toBe(70_500);
    expect(spouse?.totalCents).toBe(114_925);
    expect(plan.best).toBe("you");
  });

  it("a low-income worker gets the refundable supplement on top of the credits", () => {
    // Nova Scotia 2024, single, $22,000 earned; $1,900 on line 33099. Threshold 3% = $660 on both sides.
    // Federal $1,240 × 15% = $186; Nova Scotia × 8.79% = $108.996 → $109; line 45200: min($1,464, 25% × $1,240) = $310,
    // no reduction under $32,419. Total $605.
    const plan = planClaim({
      year: 2024,
      province: "NS",
      you: { netIncomeCents: 2_200_000, earnedIncomeCents: 2_200_000 },
      spouse: null,
      expenses33099Cents: 190_000,
      expenses33199Cents: 0,
      dependantNetIncomeCents: 0,
    }, english);
    const [you] = plan.options;
    expect(figure(you, "Federal")).toBe(18_600);
    expect(figure(you, "Provincial")).toBe(10_900);
    expect(figure(you, "Refundable supplement")).toBe(31_000);
    expect(you?.totalCents).toBe(60_500);
  });

  it("without earned income above the floor there is no supplement, and it says why", () => {
    const plan = planClaim({
      year: 2024,
      province: "NS",
      you: { netIncomeCents: 2_200_000, earnedIncomeCents: 300_000 },
      spouse: null,
      expenses33099Cents: 190_000,
      expenses33199Cents: 0,
      dependantNetIncomeCents: 0,
    }, english);
    const supplement = plan.options[0]?.figures.find((f) => f.label.startsWith("Refundable supplement"));
    expect(supplement?.amountCents).toBe(0);
    expect(supplement?.rule).toContain("at least $4,275.00");
  });

  it("says plainly when it is not worth claiming, and what would change that", () => {
    // Ontario 2025, $100,000: the lowest threshold is min($3,000, $2,834, $2,885) = $2,834; $800 is $2,034 short.
    // 3% of an income under $26,666.66 is less than $800.
    const plan = planClaim({
      year: 2025,
      province: "ON",
      you: { netIncomeCents: 10_000_000, earnedIncomeCents: 10_000_000 },
      spouse: null,
      expenses33099Cents: 80_000,
      expenses33199Cents: 0,
      dependantNetIncomeCents: 0,
    }, english);
    expect(plan.best).toBeNull();
    expect(plan.notWorthClaiming?.rule).toMatch(/^Not worth claiming this year/);
    expect(plan.notWorthClaiming?.wouldChange[0]).toContain("$2,034.00 more");
    expect(plan.notWorthClaiming?.wouldChange[1]).toContain("$26,666.66");
  });

  it("without a province gives the federal figures only", () => {
    const plan = planClaim({
      year: 2025,
      province: null,
      you: { netIncomeCents: 3_000_000, earnedIncomeCents: 0 },
      spouse: null,
      expenses33099Cents: 200_000,
      expenses33199Cents: 0,
      dependantNetIncomeCents: 0,
    }, english);
    expect(plan.options[0]?.figures.map((f) => f.label)).toEqual(["Federal credit (line 33200)", "Refundable supplement (line 45200)"]);
  });

  it("says its rules and figures in French to a French reader", () => {
    const plan = planClaim(
      {
        year: 2025,
        province: "ON",
        you: { netIncomeCents: 9_000_000, earnedIncomeCents: 9_000_000 },
        spouse: { netIncomeCents: 3_000_000, earnedIncomeCents: 3_000_000 },
        expenses33099Cents: 200_000,
        expenses33199Cents: 0,
        dependantNetIncomeCents: 0,
      },
      translatorFor("fr-CA"),
    );
    expect(plan.bestRule).toMatch(/^La demande dans la déclaration de votre époux ou conjoint rapporte \d+,\d{2}\u00a0\$ de plus/);
    expect(plan.options[0]!.figures.map((f) => f.label)).toEqual([
      "Crédit fédéral (ligne 33200)",
      "Crédit provincial",
      "Supplément remboursable (ligne 45200)",
    ]);
    // The spouse's $1,100 above 3% of $30,000, as in the first household.
    expect(plan.options[1]!.figures[0]!.rule).toMatch(/^14,5\s% de 1\s100,00\s\$ : les frais de la ligne 33099 au-delà de 900,00\s\$\.$/);
  });
});
