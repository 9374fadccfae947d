import { z } from "zod";
import type { Cents } from "../money";
import { claimantSchema } from "../tax/claimant";
import { messageText } from "../i18n/message-text";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "../text/visible-text";

export const OTHER_EXPENSE_DESCRIPTION_MAX = 120;
/** The most one typed expense may be: far above a year's glasses or dental work, within a 32-bit integer column. */
export const MAX_OTHER_EXPENSE_CENTS: Cents = 10_000_000;
/** The most a user may keep: a household's year of receipts, bounded so no list grows without end. */
export const MAX_OTHER_EXPENSES = 100;

// Keys of the catalogues (src/domain/i18n), with their arguments: said in the reader's language.
const AMOUNT_MESSAGE = messageText("validation.otherExpenseAmount", { max: MAX_OTHER_EXPENSE_CENTS });
const DESCRIPTION_MAX_MESSAGE = messageText("validation.otherExpenseDescriptionMax", { max: OTHER_EXPENSE_DESCRIPTION_MAX });

/**
 * A medical expense the user types for the planner (docs/tax-rules.md: prescriptions, dental care, glasses… count
 * toward the same threshold as the gluten-free cost): a date, what it was, how much and for whom, which decides its
 * line of the return. Nothing is read from a receipt; POST and PUT /api/other-expenses take this body.
 */
export const otherExpenseInputSchema = z.object({
  date: z.iso.date({ error: "validation.otherExpenseDate" }).max(10),
  description: z
    .string({ error: "validation.otherExpenseDescription" })
    .max(OTHER_EXPENSE_DESCRIPTION_MAX, { error: DESCRIPTION_MAX_MESSAGE })
    .refine((text) => !hasInvisibleCharacters(text), { error: INVISIBLE_CHARACTERS_MESSAGE })
    .transform((text) => text.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { error: "validation.otherExpenseDescription" }).max(OTHER_EXPENSE_DESCRIPTION_MAX, { error: DESCRIPTION_MAX_MESSAGE })),
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
