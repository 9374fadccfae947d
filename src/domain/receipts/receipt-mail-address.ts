import { z } from "zod";

/** GET/POST/DELETE /api/settings/receipt-address: the user's forwarding address for e-mailed receipts (decision 034). */
export const receiptMailAddressSchema = z.object({
  /** Whether this server receives mail for receipts at all (its SMTP listener and domain are configured). */
  available: z.boolean(),
  /** `receipts+<secret>@<domain>`, or null when the user has none (never made, or revoked). */
  address: z.string().nullable(),
});
export type ReceiptMailAddress = z.infer<typeof receiptMailAddressSchema>;

/** The local part before the secret: `receipts+<secret>@…`. */
export const RECEIPT_MAIL_LOCAL_PART = "receipts";
