import { z } from "zod";
import { messageText } from "../i18n/message-text";
import type { MessageKey } from "../i18n/messages.en-CA";
import { TAX_YEAR_RULES } from "../tax/tax-year-rules";

/**
 * The earliest purchase date the app takes: the first day of the year before its earliest tax year, because a
 * 12-month claim period ending in that tax year can start the year before (docs/tax-rules.md). Decision 023.
 */
export const EARLIEST_PURCHASE_DATE = `${TAX_YEAR_RULES[0]!.year - 1}-01-01`;

// Keys of the catalogues (src/domain/i18n), with their arguments: said in the reader's language.
export const PURCHASE_DATE_TOO_EARLY_MESSAGE = messageText("validation.purchaseDateTooEarly", { date: EARLIEST_PURCHASE_DATE });
export const PURCHASE_DATE_FORMAT_MESSAGE: MessageKey = "validation.purchaseDateFormat";

/** A purchase date as typed: a real calendar day, not before the earliest claim period. The future is the server's check. */
export const purchaseDateSchema = z.iso
  .date({ error: PURCHASE_DATE_FORMAT_MESSAGE })
  .max(10, { error: PURCHASE_DATE_FORMAT_MESSAGE })
  .refine((date) => date >= EARLIEST_PURCHASE_DATE, { error: PURCHASE_DATE_TOO_EARLY_MESSAGE });

/** Why a purchase date cannot be taken on `today` (a calendar day, YYYY-MM-DD), as a message text, or null. */
export function purchaseDateProblem(date: string, today: string): string | null {
  if (date > today) return "validation.purchaseDateFuture";
  if (date < EARLIEST_PURCHASE_DATE) return PURCHASE_DATE_TOO_EARLY_MESSAGE;
  return null;
}
