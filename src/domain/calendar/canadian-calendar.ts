/**
 * The one answer to "what day, month and year is it" for the app, server and browser alike: a Canadian calendar's,
 * never UTC's nor the machine's. A receipt read at 23:30 on November 30 in Toronto (04:30 on December 1 in UTC) is
 * one of November's, and a letter dated today in Vancouver is not in the future. The zone is the user's province's
 * when it is known (`zoneForProvince`), else Toronto's, the most populous zone.
 *
 * "Now" itself comes from one injected `Clock`: the server makes it once (`app.ts`) and tests stand it still.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const DEFAULT_TIME_ZONE = "America/Toronto";

// The zone most of each province's or territory's people live in.
const PROVINCE_ZONES = new Map([
  ["NL", "America/St_Johns"], ["NS", "America/Halifax"], ["PE", "America/Halifax"], ["NB", "America/Moncton"],
  ["QC", "America/Toronto"], ["ON", "America/Toronto"], ["MB", "America/Winnipeg"], ["SK", "America/Regina"],
  ["AB", "America/Edmonton"], ["BC", "America/Vancouver"], ["YT", "America/Whitehorse"], ["NT", "America/Yellowknife"],
  ["NU", "America/Iqaluit"],
]);

/** The calendar zone of a province or territory (two-letter code); Toronto's when unknown. */
export function zoneForProvince(province: string | null | undefined): string {
  return (province && PROVINCE_ZONES.get(province.toUpperCase())) || DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (Toronto: −4 or −5 hours). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's wall clock reads 00:00 on the first of a month (month 1–12; 13 is next January). */
function monthStart(year: number, month: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, 1);
  let instant = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Once more at the guess, in case the offset changes between UTC's and the zone's midnight.
  instant = wall - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export interface CalendarMonth {
  /** "2026-11": the key quota slots are kept under. */
  key: string;
  /** First instant of the month, and of the next, as ISO strings (the form receipts.created_at is stored in). */
  startsAt: string;
  endsAt: string;
}

/** The calendar month an instant falls in, with the instants it starts and ends at. */
export function calendarMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarMonth {
  const { year, month } = wallClock(now, timeZone);
  return {
    key: `${year}-${String(month).padStart(2, "0")}`,
    startsAt: monthStart(year, month, timeZone).toISOString(),
    endsAt: monthStart(year, month + 1, timeZone).toISOString(),
  };
}

/** The calendar day an instant falls on, as ISO "2026-11-25". */
export function calendarDay(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = wallClock(now, timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The calendar year an instant falls in. */
export function calendarYear(now: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  return wallClock(now, timeZone).year;
}
