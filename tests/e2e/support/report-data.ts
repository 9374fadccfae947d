import { expect, type Page } from "@playwright/test";
import { PASSWORD } from "./fixtures";
import { uniqueEmail } from "./outbox";
import { receiptPhotoUpload, receiptRowsUpload } from "./receipt-rows";

export interface SavedLine {
  id: string;
  receiptId: string;
  customProductName: string;
  category: string;
  storeLocation: string | null;
  purchaseDate: string;
  price: number;
  originalPrice: number;
  priceDifference: number;
  quantity: number;
  originalUnitPrice: number;
  regularSource: string;
  comparableSource: string;
  claimant: string;
  sharePct: number;
}

/**
 * Signs a new user up, then, from the page as the app would, uploads the fixture receipts (their rows, or with
 * `"photo"` the photos themselves, read by the server's OCR), gives each selected line still lacking a comparable
 * price the first listed product (else the category reference) as a user would with one tap, and confirms them, so
 * the reports hold whatever the server logged. Returns the saved lines.
 */
export async function signUpWithReceipts(
  page: Page,
  images: string[],
  from: "rows" | "photo" = "rows",
): Promise<{ email: string; lines: SavedLine[] }> {
  const email = uniqueEmail("reports");
  const registered = await page.request.post("/api/register", { data: { email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  await page.goto("/");
  for (const image of images) {
    const content = from === "rows" ? receiptRowsUpload(image) : receiptPhotoUpload(image);
    const result = await page.evaluate(async (body) => {
      const json = { "Content-Type": "application/json" };
      const upload = await fetch("/api/receipts", { method: "POST", headers: json, credentials: "include", body: JSON.stringify(body) });
      type Item = {
        id: string;
        isSelected: boolean;
        needs: string | null;
        closestProducts: { id: string; perPack: number | null }[];
        categoryReference: unknown;
      };
      const receipt = (await upload.json()) as { id: string; items: Item[] };
      if (!upload.ok) return { status: upload.status, logsCreated: 0 };
      for (const item of receipt.items.filter((i) => i.isSelected && i.needs === "comparable_price")) {
        const product = item.closestProducts.find((p) => p.perPack !== null);
        const choice = product ? { choice: "product", productId: product.id } : item.categoryReference ? { choice: "category" } : null;
        const url = choice ? `/api/receipt-items/${item.id}/comparable` : `/api/receipt-items/${item.id}/selection`;
        await fetch(url, { method: "PUT", headers: json, credentials: "include", body: JSON.stringify(choice ?? { isSelected: false }) });
      }
      const confirm = await fetch(`/api/receipts/${receipt.id}/confirm`, {
        method: "POST",
        headers: json,
        credentials: "include",
        body: JSON.stringify({ receiptImage: null }),
      });
      return { status: confirm.status, logsCreated: ((await confirm.json()) as { logsCreated: number }).logsCreated };
    }, content);
    expect(result.status).toBe(200);
    expect(result.logsCreated).toBeGreaterThan(0);
  }
  return { email, lines: await savedLines(page) };
}

export async function savedLines(page: Page): Promise<SavedLine[]> {
  const response = await page.request.get("/api/tax-report/gf-receipts");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { receipts: SavedLine[] }).receipts;
}

const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
export const cad = (dollars: number) => CAD.format(dollars);
