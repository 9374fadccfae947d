import { DomainError } from "#domain/errors";
import { MAX_IMAGE_BYTES } from "./decode-receipt-image";

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[\w-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** An uploaded PDF, e-mail or HTML page (data URL or bare base64) → its bytes, in memory only; as large as a photo may be. */
export function decodeReceiptDocument(base64Document: string): Buffer {
  const prefix = DATA_URL.exec(base64Document);
  const payload = (prefix ? base64Document.slice(prefix[0].length) : base64Document).replace(/\s+/g, "");
  if (payload.length === 0) throw new DomainError("IMAGE_EMPTY");
  if (!BASE64.test(payload)) throw new DomainError("IMAGE_NOT_BASE64");
  if ((payload.length * 3) / 4 > MAX_IMAGE_BYTES + 4) throw new DomainError("DOCUMENT_TOO_LARGE");
  return Buffer.from(payload, "base64");
}
