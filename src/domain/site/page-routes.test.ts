import { describe, expect, it } from "vitest";
import { isPagePath } from "./page-routes";

describe("isPagePath", () => {
  it("knows the home page, fixed paths and a parameter's segment", () => {
    expect(isPagePath("/")).toBe(true);
    expect(isPagePath("/tax-summary/print")).toBe(true);
    expect(isPagePath("/receipt-review/abc")).toBe(true);
    expect(isPagePath("/blog/a-post")).toBe(true);
  });

  it("refuses a path with a segment too many or too few, or one no route names", () => {
    expect(isPagePath("/receipt-review")).toBe(false);
    expect(isPagePath("/receipt-review/abc/edit")).toBe(false);
    expect(isPagePath("/api")).toBe(false);
    expect(isPagePath("/nowhere")).toBe(false);
  });
});
