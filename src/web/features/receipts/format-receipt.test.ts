import { describe, expect, it } from "vitest";
import { formatDollars, formatReceiptDate, formatShortDate } from "./format-receipt";

describe("formatDollars", () => {
  it("formats wire dollars as en-CA CAD without binary noise", () => {
    expect(formatDollars(1.005 + 0.005)).toBe("$1.01");
    expect(formatDollars(5)).toBe("$5.00");
  });
});

describe("formatReceiptDate", () => {
  it("gives the en-CA long form for a plain date, whatever the time zone", () => {
    expect(formatReceiptDate("2025-02-20")).toBe("February 20, 2025");
    expect(formatReceiptDate("2026-11-23T23:30:00.000Z")).toBe("November 23, 2026");
  });

  it("leaves an unreadable date as it is", () => {
    expect(formatReceiptDate("someday")).toBe("someday");
  });
});

describe("formatShortDate", () => {
  it("gives the en-CA medium form", () => {
    expect(formatShortDate("2024-11-21")).toBe("Nov 21, 2024");
    expect(formatShortDate("someday")).toBe("someday");
  });
});
