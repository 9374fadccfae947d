import { z } from "zod";
import type { Cents } from "../money";
import { claimantSchema } from "../tax/claimant";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "../text/visible-text";

export const OTHER_EXPENSE_DESCRIPTION_MAX = 120;
/** The most one typed expense may be: far above a year's glasses or dental work, within a 32-bit integer column. */
export const MAX_OTHER_EXPENSE_CENTS: Cents = 10_000_000;
/** The most a user may keep: a household's year of receipts, bounded so no list grows without end. */
export const MAX_OTHER_EXPENSES = 100;

const AMOUNT_MESSAGE = `The amount must be a whole number of cents from 1 to ${MAX_OTHER_EXPENSE_CENTS}`;

/**
 * A medical expense the user types for the planner (docs/tax-rules.md: prescriptions, dental care, glasses… count
 * toward the same threshold as the gluten-free cost): a date, what it was, how much and for whom, which decides its
 * line of the return. Nothing is read from a receipt; POST and PUT /api/other-expenses take this body.
 */
export const otherExpenseInputSchema = z.object({
  date: z.iso.date({ error: "Enter the date as YYYY-MM-DD" }).max(10),
  description: z
    .string({ error: "Describe the expense" })
    .max(OTHER_EXPENSE_DESCRIPTION_MAX, { error: `Keep the description to ${OTHER_EXPENSE_DESCRIPTION_MAX} characters` })
    .refine((text) => !hasInvisibleCharacters(text), { error: INVISIBLE_CHARACTERS_MESSAGE })
    .transform((text) => text.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { error: "Describe the expense" }).max(OTHER_EXPENSE_DESCRIPTION_MAX)),
  amountCents: z
    .number({ error: AMOUNT_MESSAGE })
    .int({ error: AMOUNT_MESSAGE })
    .min(1, { error: AMOUNT_MESSAGE })
    .max(MAX_OTHER_EXPENSE_CENTS, { error: AMOUNT_MESSAGE }),
  claimant: claimantSchema,
});
export type OtherExpenseInput = z.input<typeof otherExpenseInputSchema>;
export type OtherExpenseValues = z.output<typeof otherExpenseInputSchema>;

/** The id in /api/other-expenses/:id. */
export const otherExpenseIdSchema = z.object({ id: z.string().max(64) });
