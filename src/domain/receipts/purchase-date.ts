import { z } from "zod";
import { TAX_YEAR_RULES } from "../tax/tax-year-rules";

/**
 * The earliest purchase date the app takes: the first day of the year before its earliest tax year, because a
 * 12-month claim period ending in that tax year can start the year before (docs/tax-rules.md). Decision 023.
 */
export const EARLIEST_PURCHASE_DATE = `${TAX_YEAR_RULES[0]!.year - 1}-01-01`;

export const PURCHASE_DATE_TOO_EARLY_MESSAGE = `The purchase date must be on or after ${EARLIEST_PURCHASE_DATE}: the app's earliest claim period starts then.`;
const DATE_FORMAT_MESSAGE = "Enter the purchase date as a date (YYYY-MM-DD).";

/** A purchase date as typed: a real calendar day, not before the earliest claim period. The future is the server's check. */
export const purchaseDateSchema = z.iso
  .date({ error: DATE_FORMAT_MESSAGE })
  .max(10, { error: DATE_FORMAT_MESSAGE })
  .refine((date) => date >= EARLIEST_PURCHASE_DATE, { error: PURCHASE_DATE_TOO_EARLY_MESSAGE });

/** Why a purchase date cannot be taken on `today` (a calendar day, YYYY-MM-DD), or null. */
export function purchaseDateProblem(date: string, today: string): string | null {
  if (date > today) return "The purchase date cannot be in the future.";
  if (date < EARLIEST_PURCHASE_DATE) return PURCHASE_DATE_TOO_EARLY_MESSAGE;
  return null;
}
