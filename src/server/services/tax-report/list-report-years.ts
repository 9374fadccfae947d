import { sql, type Kysely } from "kysely";
import type { ReportYears } from "#domain/api/tax-report";
import type { DB } from "../../db/schema";
import { calendarYear } from "#domain/calendar/canadian-calendar";

/** The calendar years the user has claim lines in, oldest first. */
export async function claimLineYears(db: Kysely<DB>, userId: string): Promise<number[]> {
  const rows = await db
    .selectFrom("line_items")
    .select(sql<string>`substr(purchase_date, 1, 4)`.as("year"))
    .where("user_id", "=", userId)
    .groupBy(sql`substr(purchase_date, 1, 4)`)
    .execute();
  return rows.map((r) => Number(r.year)).filter(Number.isInteger).sort((a, b) => a - b);
}

/** Years that have claim lines, newest first, and the current year (the screen's default when it has data). */
export async function listReportYears(db: Kysely<DB>, userId: string, now: Date): Promise<ReportYears> {
  return { years: (await claimLineYears(db, userId)).reverse(), currentYear: calendarYear(now) };
}
