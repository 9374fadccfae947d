import { readFileSync } from "node:fs";
import { join } from "node:path";
import { orderHtml } from "../../../scripts/receipts/compose-e-receipt";
import type { ReceiptTruth } from "../../fixtures/receipts/receipt-truth";

// Playwright runs from the repository root.
export const E2E_RECEIPTS_DIR = join("tests", "fixtures", "receipts", "e2e");

/**
 * The body of POST /api/receipts for a fixture receipt's rows without its photo: the store, date, lines and taxes of
 * the photo's ground truth, as an online order's page. The real server reads, matches and keeps them as it does any
 * document, in a fraction of a second where the photo's OCR takes seconds on two cores (decision 029). For journeys
 * about what a receipt becomes (reports, dashboard, corrections); journeys about reading a photo send the photo.
 */
export function receiptRowsUpload(image: string): { base64Document: string } {
  const truth = JSON.parse(readFileSync(join(E2E_RECEIPTS_DIR, image.replace(/\.\w+$/, ".json")), "utf8")) as ReceiptTruth;
  const html = orderHtml({
    store: truth.store,
    orderNumber: truth.id,
    date: truth.purchaseDate,
    lines: truth.items.map((item) => ({ name: item.name, quantity: item.quantity, cents: item.priceCents })),
    taxes: truth.taxes,
  });
  return { base64Document: `data:text/html;base64,${Buffer.from(html).toString("base64")}` };
}

/** The body of POST /api/receipts for the fixture's photo itself, read by the server's OCR. */
export function receiptPhotoUpload(image: string): { base64Image: string } {
  return { base64Image: `data:image/png;base64,${readFileSync(join(E2E_RECEIPTS_DIR, image)).toString("base64")}` };
}
