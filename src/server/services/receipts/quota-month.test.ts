import { describe, expect, it } from "vitest";
import { quotaMonth } from "./quota-month";

describe("quotaMonth", () => {
  it("follows Toronto's calendar, not UTC's", () => {
    // 23:30 on November 30 in Toronto (EST, UTC−5) is 04:30 on December 1 in UTC.
    expect(quotaMonth(new Date("2026-12-01T04:30:00Z"))).toEqual({
      key: "2026-11",
      startsAt: "2026-11-01T04:00:00.000Z", // still EDT on November 1 at midnight
      endsAt: "2026-12-01T05:00:00.000Z",
    });
    expect(quotaMonth(new Date("2026-12-01T05:00:00Z")).key).toBe("2026-12");
    expect(quotaMonth(new Date("2025-04-01T00:00:01Z")).key).toBe("2025-03");
  });

  it("crosses the year and the daylight-saving changes", () => {
    expect(quotaMonth(new Date("2026-01-01T04:59:59Z"))).toMatchObject({ key: "2025-12", endsAt: "2026-01-01T05:00:00.000Z" });
    expect(quotaMonth(new Date("2026-03-15T12:00:00Z"))).toEqual({
      key: "2026-03",
      startsAt: "2026-03-01T05:00:00.000Z",
      endsAt: "2026-04-01T04:00:00.000Z",
    });
  });

  it("takes another zone", () => {
    expect(quotaMonth(new Date("2026-12-01T04:30:00Z"), "Europe/Paris")).toMatchObject({ key: "2026-12", startsAt: "2026-11-30T23:00:00.000Z" });
  });
});
