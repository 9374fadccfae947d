import { describe, expect, it } from "vitest";
import { claimPeriod } from "#domain/tax/claim-period";
import { fillPeriodMonths } from "./period-months";
import { pickDefaultYear, resolveYear } from "./pick-default-year";
import { printedClaimSentence } from "./print-warning";
import { loadCatalogue, translatorFor } from "../../../lib/translators";

await Promise.all([loadCatalogue("en-CA", ["app", "reports"]), loadCatalogue("fr-CA", ["app", "reports"])]);

describe("pickDefaultYear and resolveYear", () => {
  it("prefers the current year, else the newest", () => {
    expect(pickDefaultYear([2026, 2025], 2026)).toBe(2026);
    expect(pickDefaultYear([2025, 2024], 2026)).toBe(2025);
    expect(pickDefaultYear([], 2026)).toBe(2026);
  });
  it("keeps an asked tax year that has begun, with purchases or not", () => {
    expect(resolveYear("2024", [2025, 2024], 2026)).toBe(2024);
    expect(resolveYear("2019", [2025, 2024], 2026)).toBe(2019);
    expect(resolveYear("2026", [2025], 2026)).toBe(2026);
  });
  it("falls back to the default for no year, a future one, one before 2000 or one that is not a year", () => {
    expect(resolveYear(null, [2025, 2024], 2026)).toBe(2025);
    expect(resolveYear("2027", [2025, 2024], 2026)).toBe(2025);
    expect(resolveYear("1999", [2025, 2024], 2026)).toBe(2025);
    expect(resolveYear("2024.5", [2025, 2024], 2026)).toBe(2025);
    expect(resolveYear("", [], 2026)).toBe(2026);
  });
});

describe("fillPeriodMonths", () => {
  it("lists the twelve months of a calendar year with zeros where nothing was bought", () => {
    const months = fillPeriodMonths(claimPeriod(2025), [{ month: "2025-02", deduction: 4 }]);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: "2025-01", deduction: 0 });
    expect(months[1]).toEqual({ month: "2025-02", deduction: 4 });
    expect(months[11]!.month).toBe("2025-12");
  });
  it("crosses the year for a period ending in March", () => {
    const months = fillPeriodMonths(claimPeriod(2025, 3), []);
    expect(months.map((m) => m.month)).toEqual([
      "2024-04", "2024-05", "2024-06", "2024-07", "2024-08", "2024-09",
      "2024-10", "2024-11", "2024-12", "2025-01", "2025-02", "2025-03",
    ]);
  });
});

describe("printedClaimSentence", () => {
  it("names the printed period by month, whom it was for, and the day it was printed", () => {
    // Noon UTC is the same calendar day in every Canadian time zone.
    expect(printedClaimSentence({ period: claimPeriod(2025), claimant: null, printedAt: "2026-03-02T12:00:00.000Z" }, translatorFor("en-CA"))).toBe(
      "You printed a claim for Jan 2025 – Dec 2025 on 2026-03-02.",
    );
    expect(printedClaimSentence({ period: claimPeriod(2026, 3), claimant: "other-dependant", printedAt: "2026-05-01T12:00:00.000Z" }, translatorFor("en-CA"))).toBe(
      "You printed a claim for Apr 2025 – Mar 2026 (Other dependant) on 2026-05-01.",
    );
    expect(printedClaimSentence({ period: claimPeriod(2025), claimant: "self", printedAt: "2026-03-02T12:00:00.000Z" }, translatorFor("fr-CA"))).toBe(
      "Vous avez imprimé une demande pour janv. 2025 – déc. 2025 (Moi) le 2026-03-02.",
    );
  });
});
