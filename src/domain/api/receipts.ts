import { z } from "zod";
import { receiptSummarySchema } from "../receipts/receipt-view-types";

/** GET /api/receipts. */
export const receiptListSchema = z.object({ receipts: z.array(receiptSummarySchema) });
export type ReceiptList = z.infer<typeof receiptListSchema>;

/** POST /api/receipts/:id/confirm: how many claim lines the receipt logged, and whether an earlier call had already. */
export const confirmResultSchema = z.object({ logsCreated: z.number().int(), alreadyConfirmed: z.boolean() });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

/** DELETE /api/receipts/:id. */
export const discardResultSchema = z.object({ discarded: z.literal(true) });
export type DiscardResult = z.infer<typeof discardResultSchema>;
