import { describe, expect, it } from "vitest";
import type { ClaimPlannerData } from "#domain/api/planner";
import { planFromData, type TypedHousehold } from "./plan-from-data";
import { loadCatalogue, translatorFor } from "../../../lib/translators";

await loadCatalogue("en-CA", ["app", "reports"]);
const english = translatorFor("en-CA");

const data: ClaimPlannerData = {
  year: 2025,
  months: [
    { month: "2024-03", taxLine: "33099", eligibleCents: 50_000 },
    { month: "2025-06", taxLine: "33099", eligibleCents: 10_000 },
    { month: "2025-06", taxLine: "33199", eligibleCents: 7_000 },
  ],
  printed: [],
};
const nobody: TypedHousehold = { netIncomeCents: null, earnedIncomeCents: null, spouseNetIncomeCents: null, spouseEarnedIncomeCents: null, dependantNetIncomeCents: null };

describe("planFromData", () => {
  it("chooses the period over gluten-free and other expenses together, and totals it by line", () => {
    // $500 in March 2024 is reachable by the 12 months ending in February 2025; the $900 of glasses in December 2025
    // is not, so the calendar year ($100 + $70 + $900) beats it.
    const glasses = { id: "g", date: "2025-12-01", description: "Glasses", amountCents: 90_000, claimant: "spouse-or-child" as const };
    const result = planFromData(data, [glasses], nobody, "ON", english);
    expect(result.period?.endMonth).toBe(12);
    expect(result.totals).toEqual({ "33099": { gfCents: 10_000, otherCents: 90_000 }, "33199": { gfCents: 7_000, otherCents: 0 } });
    expect(result.plan).toBeNull();
  });

  it("plans once the user's net income is known, with the spouse only when their income is typed", () => {
    const result = planFromData(data, [], { ...nobody, netIncomeCents: 4_000_000 }, "ON", english);
    expect(result.plan?.options.map((o) => o.claimer)).toEqual(["you"]);
    const withSpouse = planFromData(data, [], { ...nobody, netIncomeCents: 4_000_000, spouseNetIncomeCents: 1_000_000 }, "ON", english);
    expect(withSpouse.plan?.options.map((o) => o.claimer)).toEqual(["you", "spouse"]);
  });
});
