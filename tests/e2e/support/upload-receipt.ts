import type { Page } from "@playwright/test";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { expect } from "./fixtures";

/** Picks the image, processes it and returns the receipt as the server answered, once the results show. */
export async function uploadReceipt(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }): Promise<ReceiptView> {
  await page.goto("/upload-receipt");
  await expect(page.getByRole("heading", { name: "Upload Your Grocery Receipt" })).toBeVisible();
  await page.getByLabel("Receipt image", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("img", { name: /Preview of/ })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Process Image" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(page.getByText("Receipt Analysis Complete")).toBeVisible({ timeout: 30_000 });
  return (await response.json()) as ReceiptView;
}

