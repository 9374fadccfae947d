import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import { detectGlutenFree } from "#domain/gluten-free/detect-gluten-free";
import { mayBeClaimed } from "#domain/gluten-free/food-eligibility";
import type { DB } from "../../db/schema";
import type { ReceiptExtractor } from "../../integrations/extraction/receipt-extractor";
import { releaseReceiptSlot, reserveReceiptSlot, useReceiptSlot, type QuotaReservation } from "./check-receipt-quota";
import { comparisonColumns } from "./item-claim";
import { decodeReceiptImage } from "./decode-receipt-image";
import type { ReceiptCatalog } from "./receipt-catalog";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { buildReceiptView } from "./receipt-view";

export interface ProcessReceiptDeps {
  db: Kysely<DB>;
  extractor: ReceiptExtractor;
  catalog: ReceiptCatalog;
  freeReceiptsPerMonth: number;
  isPremium(userId: string): Promise<boolean>;
}

/**
 * Reads a receipt photo into stored lines: the image is decoded, read and dropped in memory; only the extracted
 * text fields and a hash (for duplicate warnings) are kept.
 */
export async function processReceipt(
  deps: ProcessReceiptDeps,
  input: { userId: string; photos: string[]; now: Date },
): Promise<ReceiptView> {
  const { db } = deps;
  // The month's slot is taken before the photo is read, so concurrent uploads cannot all pass a count; it becomes
  // the receipt when stored, and is given back if reading fails (only stored receipts count).
  const reservation = await reserveReceiptSlot(db, {
    userId: input.userId,
    now: input.now,
    limit: deps.freeReceiptsPerMonth,
    isPremium: await deps.isPremium(input.userId),
  });
  try {
    return await readAndStore(deps, input, reservation);
  } catch (error) {
    // Should the database refuse this too, the reservation lapses on its own; the read's error is the answer.
    await releaseReceiptSlot(db, reservation).catch(() => undefined);
    throw error;
  }
}

async function readAndStore(
  deps: ProcessReceiptDeps,
  input: { userId: string; photos: string[]; now: Date },
  reservation: QuotaReservation | null,
): Promise<ReceiptView> {
  const { db } = deps;
  const images = [];
  for (const photo of input.photos) images.push(await decodeReceiptImage(photo));
  const extracted = await deps.extractor.extract(
    images.map((image) => image.buffer),
    { referenceDate: input.now.toISOString().slice(0, 10) },
  );
  const lines = extracted.items.filter((line) => line.name.trim() !== "");
  if (!lines.some((line) => line.kind === "item") && extracted.totalCents === null) {
    throw new DomainError("RECEIPT_WITHOUT_ITEMS");
  }

  const receiptId = randomUUID();
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
      category: closest ? (deps.catalog.product(closest.id)?.category ?? gf?.category ?? null) : (gf?.category ?? null),
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
    engine: deps.extractor.engine,
    image_sha256:
      images.length === 1 ? images[0]!.sha256 : createHash("sha256").update(images.map((i) => i.sha256).join(":")).digest("hex"),
    status: "processed",
    created_at: input.now.toISOString(),
    confirmed_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("receipts").values(receipt).execute();
    if (items.length > 0) await trx.insertInto("receipt_items").values(items).execute();
    await useReceiptSlot(trx, reservation, receiptId);
  });
  return buildReceiptView(db, receipt);
}
