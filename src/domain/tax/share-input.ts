import { sharePctSchema } from "./claim-defaults-schema";

/** While a share is typed: digits only, and no more than "100" needs. */
export const shareDigits = (typed: string) => typed.replace(/\D/g, "").slice(0, 3);

export type ShareInput = { ok: true; sharePct: number } | { ok: false; error: string };

/** A typed share as the whole percent from 1 to 100 the server takes, or its message saying why not. */
export function parseShareInput(text: string): ShareInput {
  const share = sharePctSchema.safeParse(text.trim() || undefined);
  return share.success ? { ok: true, sharePct: share.data } : { ok: false, error: share.error.issues[0]!.message };
}
