import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import { detectGlutenFree } from "#domain/gluten-free/detect-gluten-free";
import { mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import type { DB } from "../../db/schema";
import type { ExtractedReceipt, ReceiptExtractor } from "../../integrations/extraction/receipt-extractor";
import type { ReceiptEngine } from "#domain/receipts/receipt-view-types";
import { decodeReceiptDocument } from "./decode-receipt-document";
import { readReceiptDocument } from "./read-receipt-document";
import { useReceiptSlot, type QuotaReservation } from "./check-receipt-quota";
import { comparisonColumns } from "./item-claim";
import { decodeReceiptImage } from "./decode-receipt-image";
import type { ReceiptCatalog } from "./receipt-catalog";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { buildReceiptView } from "./receipt-view";
import { calendarDay } from "#domain/calendar/canadian-calendar";

export interface ProcessReceiptDeps {
  db: Kysely<DB>;
  extractor: ReceiptExtractor;
  catalog: ReceiptCatalog;
}

/** One to three photos of one receipt, or one document (a PDF, a saved e-mail, an HTML page), as uploaded. */
export type ReceiptUpload = { photos: string[] } | { document: string };

export interface ProcessReceiptInput {
  userId: string;
  upload: ReceiptUpload;
  now: Date;
  /** The month's slot this upload was given before its body was read; null for a plan without a limit. */
  reservation: QuotaReservation | null;
  /** Runs the image work (decoding, reading) in the receipt work queue, so only a bounded amount runs at once. */
  runQueued<T>(work: () => Promise<T>): Promise<T>;
}

/** A receipt as read, ready to be stored for review. */
export interface ReadReceipt {
  extracted: ExtractedReceipt;
  engine: ReceiptEngine;
  /** Of the photo's or the document's bytes, for duplicate warnings; the bytes themselves are never kept. */
  sha256: string;
}

/**
 * Reads an uploaded receipt into stored lines: the photos or the document are decoded, read and dropped in memory;
 * only the extracted text fields and a hash (for duplicate warnings) are kept. The reservation becomes the receipt
 * when it is stored.
 */
export async function processReceipt(deps: ProcessReceiptDeps, input: ProcessReceiptInput): Promise<ReceiptView> {
  // Only the hashes leave the queue: the decoded photos are dropped as soon as they are read.
  const read = await input.runQueued(() => readUpload(deps.extractor, input.upload, calendarDay(input.now)));
  return storeReceipt(deps, { userId: input.userId, read, now: input.now, reservation: input.reservation });
}

/** Decodes and reads an upload's photos or document in memory; `referenceDate` (ISO) settles short dates. */
export async function readUpload(extractor: ReceiptExtractor, upload: ReceiptUpload, referenceDate: string): Promise<ReadReceipt> {
  if ("document" in upload) {
    // One upload is one receipt: the first the document holds (a mail's PDF before its body).
    const [first] = await readReceiptDocument(decodeReceiptDocument(upload.document), { extractor, referenceDate });
    return { extracted: first!.receipt, engine: first!.engine, sha256: first!.sha256 };
  }
  const images = [];
  for (const photo of upload.photos) images.push(await decodeReceiptImage(photo));
  const extracted = await extractor.extract(
    images.map((image) => image.buffer),
    { referenceDate },
  );
  const hashes = images.map((image) => image.sha256);
  return {
    extracted,
    engine: extractor.engine,
    sha256: hashes.length === 1 ? hashes[0]! : createHash("sha256").update(hashes.join(":")).digest("hex"),
  };
}

/** Stores a receipt read from an upload or a mail as waiting for review; the reservation becomes it. */
export async function storeReceipt(
  deps: Pick<ProcessReceiptDeps, "db" | "catalog">,
  input: {
    userId: string;
    read: ReadReceipt;
    now: Date;
    reservation: QuotaReservation | null;
    /** Chosen when a job is queued, so a job read twice finds its receipt already stored (decision 037). */
    receiptId?: string;
  },
): Promise<ReceiptView> {
  const { db } = deps;
  const { extracted, engine, sha256 } = input.read;
  const lines = extracted.items.filter((line) => line.name.trim() !== "");
  if (!lines.some((line) => line.kind === "item") && extracted.totalCents === null) {
    throw new DomainError("RECEIPT_WITHOUT_ITEMS");
  }

  const receiptId = input.receiptId ?? randomUUID();
  // Every printed line is kept, so the receipt reads and adds up as printed; only product lines can be claimed.
  const items = lines.map((line, position) => {
    const isProduct = line.kind === "item";
    const gf = isProduct ? detectGlutenFree(line.name, deps.catalog.brands) : null;
    const eligibility = gf?.eligibility ?? "not_food";
    // Only lines that could be claimed get a comparison; naturally GF food and non-food never do.
    const comparison = gf && mayBeClaimed(eligibility) ? deps.catalog.compare({ name: line.name, category: gf.category }) : null;
    const closest = comparison?.closest[0] ?? null;
    return {
      id: randomUUID(),
      receipt_id: receiptId,
      position,
      name: line.name.trim(),
      price_cents: isProduct ? Math.max(0, line.priceCents) : line.priceCents,
      discount_cents: isProduct ? Math.min(Math.max(0, line.discountCents), Math.max(0, line.priceCents)) : 0,
      photo_box_json: line.photoBox ? JSON.stringify(line.photoBox) : null,
      quantity: line.quantity,
      kind: line.kind,
      // The words of the name decide what the line is (a GF pizza is pizza, whatever its closest product); the
      // closest product's category only files a line whose name says no food.
      category: gf?.category ?? (closest ? (deps.catalog.product(closest.id)?.category ?? null) : null),
      is_gluten_free: gf?.isGlutenFree ? 1 : 0,
      is_substitute: eligibility === "substitute" ? 1 : 0,
      is_selected: eligibility === "substitute" ? 1 : 0,
      eligibility,
      ...comparisonColumns(comparison),
      custom_regular_price_cents: null,
    };
  });

  const receipt = {
    id: receiptId,
    user_id: input.userId,
    store: extracted.store,
    address: extracted.address,
    purchase_date: extracted.purchaseDate,
    subtotal_cents: extracted.subtotalCents,
    total_cents: extracted.totalCents,
    taxes_json: JSON.stringify(extracted.taxes),
    balanced: extracted.balanced === null ? null : extracted.balanced ? 1 : 0,
    warnings_json: JSON.stringify(extracted.warnings),
    order_number: extracted.orderNumber,
    engine,
    image_sha256: sha256,
    status: "processed" as const,
    created_at: input.now.toISOString(),
    confirmed_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("receipts").values(receipt).execute();
    if (items.length > 0) await trx.insertInto("receipt_items").values(items).execute();
    await useReceiptSlot(trx, input.reservation, receiptId);
  });
  return buildReceiptView(db, receipt);
}
