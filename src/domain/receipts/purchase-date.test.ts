import { describe, expect, it } from "vitest";
import { EARLIEST_PURCHASE_DATE, purchaseDateProblem, purchaseDateSchema } from "./purchase-date";
import { TAX_YEAR_RULES } from "../tax/tax-year-rules";
import { translatorFor } from "../i18n/translators";

// Messages are catalogue keys (with arguments): what a reader sees is what the translator says.
const english = (text: string | null | undefined) => translatorFor("en-CA").text(text ?? "");

describe("purchase dates", () => {
  it("start the year before the earliest tax year the app knows, where its first claim period can begin", () => {
    expect(EARLIEST_PURCHASE_DATE).toBe(`${TAX_YEAR_RULES[0]!.year - 1}-01-01`);
  });

  it("are real calendar days from the earliest date on", () => {
    expect(purchaseDateSchema.safeParse(EARLIEST_PURCHASE_DATE).success).toBe(true);
    expect(english(purchaseDateSchema.safeParse("2021-12-31").error?.issues[0]?.message)).toContain(`on or after ${EARLIEST_PURCHASE_DATE}`);
    expect(english(purchaseDateSchema.safeParse("2025-02-29").error?.issues[0]?.message)).toContain("YYYY-MM-DD");
    expect(purchaseDateSchema.safeParse("2025-03-14T00:00").success).toBe(false);
  });

  it("are not in the future of the given day", () => {
    expect(purchaseDateProblem("2026-01-15", "2026-01-15")).toBeNull();
    expect(english(purchaseDateProblem("2026-01-16", "2026-01-15"))).toBe("The purchase date cannot be in the future.");
    expect(english(purchaseDateProblem("2021-12-31", "2026-01-15"))).toContain("on or after");
  });
});
