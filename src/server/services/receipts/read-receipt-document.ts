import { createHash } from "node:crypto";
import { DomainError } from "#domain/errors";
import { htmlToRows } from "../../integrations/documents/html-to-rows";
import type { OwnerHints } from "../../integrations/documents/find-seller";
import { linkedHosts } from "../../integrations/documents/linked-hosts";
import { logoTexts, pageTitle } from "../../integrations/documents/page-names";
import { readDocumentRows } from "../../integrations/documents/read-document-rows";
import { readEmail, type EmailContent } from "../../integrations/documents/read-email";
import { readPdf } from "../../integrations/documents/read-pdf";
import { sniffDocument } from "../../integrations/documents/sniff-document";
import type { ExtractedReceipt, ReceiptExtractor } from "../../integrations/extraction/receipt-extractor";
import { checkReceiptImage } from "./decode-receipt-image";

/** A receipt read from a document, with what read it and the hash of the bytes it came from (for duplicate warnings). */
export interface DocumentReceipt {
  receipt: ExtractedReceipt;
  engine: "text" | ReceiptExtractor["engine"];
  sha256: string;
}

interface ReadContext {
  extractor: Pick<ReceiptExtractor, "engine" | "extract">;
  referenceDate: string;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * A PDF, a saved e-mail (.eml) or an HTML page → the receipts in it, each read by the photo's reader (decision 034):
 * exact text as printed rows, scans and image attachments through the receipt extractor. In memory only; nothing of
 * the document is kept but the hash of its bytes. Refuses a file that is none of these, and one with no receipt.
 */
export async function readReceiptDocument(bytes: Buffer, context: ReadContext): Promise<DocumentReceipt[]> {
  const kind = sniffDocument(bytes);
  if (kind === null) throw new DomainError("DOCUMENT_NOT_SUPPORTED");
  let found: DocumentReceipt[];
  if (kind === "pdf") found = optional(await readPdfReceipt(bytes, context));
  else if (kind === "html") {
    const html = bytes.toString("utf8");
    found = optional(fromRows(htmlToRows(html), bytes, context, htmlOwner(html)));
  }
  else found = await readEmailReceipts(await readEmail(bytes), bytes, context);
  if (found.length === 0) throw new DomainError("DOCUMENT_WITHOUT_RECEIPT");
  return found;
}

const optional = <T>(value: T | null): T[] => (value === null ? [] : [value]);

const htmlOwner = (html: string): OwnerHints => ({ hosts: linkedHosts(html), title: pageTitle(html), logos: logoTexts(html) });

function fromRows(rows: readonly string[], bytes: Buffer, { referenceDate }: ReadContext, owner: OwnerHints = {}): DocumentReceipt | null {
  const receipt = readDocumentRows(rows, referenceDate, owner);
  return receipt && { receipt, engine: "text", sha256: sha256(bytes) };
}

/** Its text pages when they hold a receipt (several pages are one receipt), else its scanned pages through the OCR. */
async function readPdfReceipt(bytes: Buffer, context: ReadContext): Promise<DocumentReceipt | null> {
  const { pages, title, author } = await readPdf(bytes);
  const rows = pages.flatMap((page) => ("rows" in page ? page.rows : []));
  const fromText = rows.length > 0 ? fromRows(rows, bytes, context, { title, author }) : null;
  if (fromText) return fromText;
  const scans = pages.flatMap((page) => ("scan" in page ? [page.scan] : []));
  if (scans.length === 0) return null;
  return { receipt: await context.extractor.extract(scans, { referenceDate: context.referenceDate }), engine: context.extractor.engine, sha256: sha256(bytes) };
}

async function readAttachment(content: Buffer, contentType: string, context: ReadContext): Promise<DocumentReceipt | null> {
  try {
    if (sniffDocument(content) === "pdf") return await readPdfReceipt(content, context);
    if (!contentType.startsWith("image/")) return null;
    const image = await checkReceiptImage(content);
    return { receipt: await context.extractor.extract([image.buffer], { referenceDate: context.referenceDate }), engine: context.extractor.engine, sha256: image.sha256 };
  } catch (error) {
    // An attachment that is no receipt (a logo, a damaged file, a terms-of-sale PDF) does not spoil the mail.
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/**
 * Each attachment that is a receipt, and the body when it is one. The same purchase sent twice in one mail (the
 * e-mail and its PDF) is kept once. Where the receipt prints no store or date, the sender and the day it was sent
 * stand in: an order confirmation is sent when the order is placed.
 */
async function readEmailReceipts(mail: EmailContent, bytes: Buffer, context: ReadContext): Promise<DocumentReceipt[]> {
  const found: DocumentReceipt[] = [];
  for (const attachment of mail.attachments) {
    const read = await readAttachment(attachment.content, attachment.contentType, context);
    if (read) found.push(read);
  }
  const bodyRows = mail.html ? htmlToRows(mail.html) : (mail.text?.split(/\r?\n/) ?? []);
  const body = bodyRows.length > 0 ? fromRows(bodyRows, bytes, context, mail.html ? htmlOwner(mail.html) : {}) : null;
  if (body && body.receipt.items.some((l) => l.kind === "item")) found.push(body);
  const kept: DocumentReceipt[] = [];
  for (const read of found) {
    const receipt = {
      ...read.receipt,
      store: read.receipt.store ?? mail.sender,
      purchaseDate: read.receipt.purchaseDate ?? mail.sentOn,
    };
    if (!kept.some((k) => samePurchase(k.receipt, receipt))) kept.push({ ...read, receipt });
  }
  return kept;
}

function samePurchase(a: ExtractedReceipt, b: ExtractedReceipt): boolean {
  if (a.orderNumber !== null && a.orderNumber === b.orderNumber) return true;
  return a.totalCents !== null && a.totalCents === b.totalCents && a.purchaseDate === b.purchaseDate;
}
