/**
 * The Free plan's month is the user's calendar month, not UTC's: a receipt read at 23:30 on November 30 in Toronto
 * (04:30 on December 1 in UTC) is one of November's. Users have no time zone of their own yet, so every month is
 * Toronto's (the app is Canadian); `timeZone` is the seam for a per-user zone.
 */
export const DEFAULT_TIME_ZONE = "America/Toronto";

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

export interface QuotaMonth {
  /** "2026-11": the key quota slots are kept under. */
  key: string;
  /** First instant of the month, and of the next, as ISO strings (the form receipts.created_at is stored in). */
  startsAt: string;
  endsAt: string;
}

export function quotaMonth(now: Date, timeZone: string = DEFAULT_TIME_ZONE): QuotaMonth {
  const { year, month } = wallClock(now, timeZone);
  return {
    key: `${year}-${String(month).padStart(2, "0")}`,
    startsAt: monthStart(year, month, timeZone).toISOString(),
    endsAt: monthStart(year, month + 1, timeZone).toISOString(),
  };
}
