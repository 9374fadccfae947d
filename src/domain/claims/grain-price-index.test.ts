import { describe, expect, it } from "vitest";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import { adjustToYear } from "./grain-price-index";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | null | undefined) => (words ? say(words, translatorFor("fr-CA")) : "");

describe("adjustToYear", () => {
  it("leaves a price in its own year, or of an unknown year, alone", () => {
    expect(adjustToYear(349, 2024, 2024)).toEqual({ cents: 349, factor: 1, note: null });
    expect(adjustToYear(349, null, 2025)).toEqual({ cents: 349, factor: 1, note: null });
  });

  it("moves 2024 prices to 2023 and 2026 by the ratio of the years' indexes", () => {
    // 2023: 1.0819 / 1 → 349 × 1.0819 = 377.58 → 378. 2026 (January to June): 1.0787 → 376.47 → 376.
    expect(adjustToYear(349, 2024, 2023).cents).toBe(378);
    const later = adjustToYear(349, 2024, 2026);
    expect(later.cents).toBe(376);
    expect(inEnglish(later.note)).toContain("(table 18-10-0245-01, January to June 2026)");
    expect(inFrench(later.note)).toContain("(tableau 18-10-0245-01, janvier à juin 2026)");
  });

  it("uses the latest published year for a later purchase, and says so", () => {
    const adjusted = adjustToYear(1000, 2024, 2027);
    expect(adjusted.cents).toBe(1079);
    expect(inEnglish(adjusted.note)).toContain("2024 prices adjusted to 2027 (2026 is the latest published) ×1.079");
    expect(inFrench(adjusted.note)).toContain("prix de 2024 ramenés à 2027 (2026 est la dernière année publiée) ×1,079");
  });

  it("moves a 2026 StatCan price back to the catalog's 2024: 361 / 1.0787 = 334.66 → 335", () => {
    expect(adjustToYear(361, 2026, 2024).cents).toBe(335);
  });
});
