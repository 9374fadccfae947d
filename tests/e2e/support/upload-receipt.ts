import type { Page } from "@playwright/test";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { expect, PHOTO_READ_CEILING_MS } from "./fixtures";
import { receiptRowsUpload } from "./receipt-rows";

/** Once a photo is read the app opens the receipt's review page: waits for it, with the receipt's lines shown. */
export async function expectReviewOpened(page: Page, receiptId: string): Promise<void> {
  await expect(page).toHaveURL(`/receipt-review/${receiptId}`, { timeout: PHOTO_READ_CEILING_MS });
  await expect(page.getByRole("heading", { name: "Items on your receipt" })).toBeVisible();
}

/** Picks the image, processes it and returns the receipt as the server answered, once its review page shows it. */
export async function uploadReceipt(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<ReceiptView> {
  await page.goto("/upload-receipt");
  await expect(page.getByRole("heading", { name: "Upload Your Grocery Receipt" })).toBeVisible();
  await page.getByLabel("Receipt image", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("img", { name: /Preview of/ })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Process Image" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const receipt = (await response.json()) as ReceiptView;
  await expectReviewOpened(page, receipt.id);
  return receipt;
}

/**
 * Uploads a fixture receipt's rows through the API, with the page's session, and opens its review page: where a
 * journey is about the review rather than the reading, it starts there without waiting on OCR (decision 029).
 */
export async function reviewReceiptRows(page: Page, image: string): Promise<ReceiptView> {
  const response = await page.request.post("/api/receipts", { data: receiptRowsUpload(image) });
  expect(response.status()).toBe(201);
  const receipt = (await response.json()) as ReceiptView;
  await page.goto(`/receipt-review/${receipt.id}`);
  await expectReviewOpened(page, receipt.id);
  return receipt;
}
