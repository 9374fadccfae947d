import { describe, expect, it } from "vitest";
import { calendarDay, calendarMonth, calendarYear, zoneForProvince } from "./canadian-calendar";

describe("calendarMonth", () => {
  it("follows Toronto's calendar, not UTC's", () => {
    // 23:30 on November 30 in Toronto (EST, UTC−5) is 04:30 on December 1 in UTC.
    expect(calendarMonth(new Date("2026-12-01T04:30:00Z"))).toEqual({
      key: "2026-11",
      startsAt: "2026-11-01T04:00:00.000Z", // still EDT on November 1 at midnight
      endsAt: "2026-12-01T05:00:00.000Z",
    });
    expect(calendarMonth(new Date("2026-12-01T05:00:00Z")).key).toBe("2026-12");
    expect(calendarMonth(new Date("2025-04-01T00:00:01Z")).key).toBe("2025-03");
  });

  it("crosses the year and the daylight-saving changes", () => {
    expect(calendarMonth(new Date("2026-01-01T04:59:59Z"))).toMatchObject({ key: "2025-12", endsAt: "2026-01-01T05:00:00.000Z" });
    expect(calendarMonth(new Date("2026-03-15T12:00:00Z"))).toEqual({
      key: "2026-03",
      startsAt: "2026-03-01T05:00:00.000Z",
      endsAt: "2026-04-01T04:00:00.000Z",
    });
  });

  it("takes another zone", () => {
    expect(calendarMonth(new Date("2026-12-01T04:30:00Z"), "Europe/Paris")).toMatchObject({ key: "2026-12", startsAt: "2026-11-30T23:00:00.000Z" });
  });
});

describe("calendarDay and calendarYear", () => {
  it("are the Canadian calendar's, not UTC's: a Toronto evening is still that day", () => {
    const torontoEvening = new Date("2026-12-31T23:30:00-05:00");
    expect(torontoEvening.toISOString().slice(0, 10)).toBe("2027-01-01");
    expect(calendarDay(torontoEvening)).toBe("2026-12-31");
    expect(calendarYear(torontoEvening)).toBe(2026);
  });

  it("follow the user's province when it is known", () => {
    const vancouverEvening = new Date("2026-11-25T22:30:00-08:00");
    expect(calendarDay(vancouverEvening)).toBe("2026-11-26");
    expect(calendarDay(vancouverEvening, zoneForProvince("BC"))).toBe("2026-11-25");
    expect(zoneForProvince("nl")).toBe("America/St_Johns");
    expect(zoneForProvince(null)).toBe("America/Toronto");
    expect(zoneForProvince("XX")).toBe("America/Toronto");
  });
});
