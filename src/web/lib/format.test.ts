import { describe, expect, it } from "vitest";
import { formatDollars, formatLocalLongDate, formatLongDate, formatMonth, formatShortDate } from "./format";

describe("formatDollars", () => {
  it("formats wire dollars as en-CA CAD without binary noise", () => {
    expect(formatDollars(1.005 + 0.005)).toBe("$1.01");
    expect(formatDollars(5)).toBe("$5.00");
    expect(formatDollars(4)).toBe("$4.00");
    expect(formatDollars(0.1 + 0.2)).toBe("$0.30");
  });
});

describe("formatLongDate", () => {
  it("gives the en-CA long form for a plain date, whatever the time zone", () => {
    expect(formatLongDate("2025-02-20")).toBe("February 20, 2025");
    expect(formatLongDate("2026-11-23T23:30:00.000Z")).toBe("November 23, 2026");
  });

  it("leaves an unreadable date as it is", () => {
    expect(formatLongDate("someday")).toBe("someday");
  });
});

describe("formatShortDate", () => {
  it("gives the en-CA medium form", () => {
    expect(formatShortDate("2024-11-21")).toBe("Nov 21, 2024");
    expect(formatShortDate("someday")).toBe("someday");
  });
});

describe("formatMonth", () => {
  it("gives the month and year", () => {
    expect(formatMonth("2025-02")).toMatch(/Feb/);
  });
});

describe("formatLocalLongDate", () => {
  it("writes the en-CA long form", () => {
    expect(formatLocalLongDate("2027-11-24T12:00:00.000Z")).toBe("November 24, 2027");
  });
  it("leaves what is not a date as it came", () => {
    expect(formatLocalLongDate("soon")).toBe("soon");
  });
});
