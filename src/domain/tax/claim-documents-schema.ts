import { z } from "zod";

/**
 * PUT /api/settings/documents: the date on the practitioner's letter, or null to clear it. Only the date is kept;
 * the letter itself stays with the user (docs/tax-rules.md "Documents to keep").
 */
export const claimDocumentsSchema = z.object({
  practitionerLetterDate: z.iso.date({ error: "Enter the letter's date as a date (YYYY-MM-DD)." }).max(10).nullable(),
});

export type ClaimDocuments = z.infer<typeof claimDocumentsSchema>;
