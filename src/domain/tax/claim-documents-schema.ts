import { z } from "zod";
import { messageText } from "../i18n/message-text";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE } from "../text/visible-text";

export const CLAIMANT_NAME_MAX_LENGTH = 100;

const letterDate = z.iso.date({ error: "validation.letterDate" }).max(10).nullable();

/** The name printed on the claim summary; blank clears it (null). Bounded before it is trimmed or read. */
const claimantName = z
  .string({ error: "validation.claimantNameText" })
  .max(CLAIMANT_NAME_MAX_LENGTH, { error: messageText("validation.claimantNameMax", { max: CLAIMANT_NAME_MAX_LENGTH }) })
  .refine((name) => !hasInvisibleCharacters(name), { error: INVISIBLE_CHARACTERS_MESSAGE })
  .transform((name) => name.trim().replace(/\s+/g, " ") || null)
  .nullable();

/**
 * What the user records of the documents they keep for the CRA (docs/tax-rules.md "Documents to keep"): the date on
 * the practitioner's letter (the letter itself stays with them) and the claimant's name, which the printed claim
 * summary carries. GET and PUT /api/settings/documents answer with both.
 */
export const claimDocumentsSchema = z.object({
  practitionerLetterDate: letterDate,
  claimantName: z.string().max(CLAIMANT_NAME_MAX_LENGTH).nullable(),
});

export type ClaimDocuments = z.infer<typeof claimDocumentsSchema>;

/** PUT /api/settings/documents: each field sent is saved (null clears it); a field left out keeps what was saved. */
export const claimDocumentsUpdateSchema = z.object({
  practitionerLetterDate: letterDate.optional(),
  claimantName: claimantName.optional(),
});

export type ClaimDocumentsUpdate = z.input<typeof claimDocumentsUpdateSchema>;
export type ClaimDocumentsChanges = z.output<typeof claimDocumentsUpdateSchema>;
