import type { Page } from "@playwright/test";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { orderEml, orderPdf, type Order } from "../../scripts/receipts/compose-e-receipt";
import { expect, expectToast, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { expectReviewOpened } from "./support/upload-receipt";
import { shot } from "./support/shots";

// Issue 27: generated e-receipts (scripts/receipts/compose-e-receipt.ts) read by the real server, no OCR involved.
const today = new Date().toISOString().slice(0, 10);
const PDF_ORDER: Order = {
  store: "Green Grocer Online",
  orderNumber: "GG-220871",
  date: today,
  lines: [
    { name: "Barilla Gluten Free Spaghetti 340 g", quantity: 2, cents: 798 },
    { name: "Bananas", quantity: 1, cents: 174 },
  ],
  taxes: [],
};
const EML_ORDER: Order = {
  store: "Market Basket Delivery",
  orderNumber: "MB-55102",
  date: today,
  lines: [
    { name: "Bob's Red Mill Gluten Free All Purpose Flour 1.24 kg", quantity: 1, cents: 999 },
    { name: "Apples Gala 3 lb", quantity: 1, cents: 499 },
  ],
  taxes: [],
};

async function signUp(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Email").fill(uniqueEmail("ereceipt"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard");
}

/** Picks the document in the upload page's own picker, reads it, and saves the claim from its review. */
async function readAndSave(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, gfName: string): Promise<void> {
  await page.goto("/upload-receipt");
  await page.getByLabel("Receipt image", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("region", { name: "Chosen receipt document" })).toContainText(file.name);
  await shot(page, `document-chosen-${file.mimeType ? "pdf" : "eml"}-1280`);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Read document" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const read = (await response.json()) as ReceiptView;
  expect(read).toMatchObject({ engine: "text", balanced: true, purchaseDate: today });
  await expectReviewOpened(page, read.id);
  await expect(page.getByRole("checkbox", { name: gfName })).toBeChecked();
  await page.getByRole("button", { name: "Save to My Records" }).click();
  await expectToast(page, "Your receipt has been successfully saved with 1 item for tax purposes.");
  await expect(page).toHaveURL("/reports");
}

test("reads a PDF invoice and a saved e-mail picked in the upload page, and saves a claim from each", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto("/upload-receipt");
  await expect(page.getByText("A PDF receipt, an e-mailed receipt saved as .eml or an order page saved as .html can be read too.")).toBeVisible();
  await shot(page, "upload-documents-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "upload-documents-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await readAndSave(
    page,
    { name: "invoice-GG-220871.pdf", mimeType: "application/pdf", buffer: orderPdf(PDF_ORDER) },
    "Barilla Gluten Free Spaghetti 340 g",
  );

  const eml = await orderEml(EML_ORDER, { from: "Market Basket <orders@marketbasket.example>", to: "me@example.ca", htmlBody: true, attachPdf: false });
  // Browsers often give a saved e-mail no type at all: the name and the bytes are what tell.
  await readAndSave(page, { name: "Your order MB-55102.eml", mimeType: "", buffer: eml }, "Bob's Red Mill Gluten Free All Purpose Flour 1.24 kg");

  // Both claims are in the year's report.
  await expect(page.getByRole("heading", { name: "Gluten-Free Receipts Report" })).toBeVisible();
  await expect(page.getByTestId("line-item-row").filter({ hasText: "Barilla Gluten Free Spaghetti 340 g" })).toBeVisible();
  await expect(page.getByTestId("line-item-row").filter({ hasText: "Bob's Red Mill Gluten Free All Purpose Flour 1.24 kg" })).toBeVisible();
});

test("turns the forwarding address on in Settings, makes a new one, and turns it off", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings");
  await page.getByRole("button", { name: "Turn on a forwarding address" }).click();
  const field = page.getByLabel("Your forwarding address");
  await expect(field).toHaveText(/^receipts\+[a-z2-7]{20}@receipts\.celiacclaim\.test$/);
  const first = await field.textContent();
  const card = page.getByRole("heading", { name: "Receipts by e-mail" });
  await card.scrollIntoViewIfNeeded();
  await shot(page, "settings-receipt-address-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shot(page, "settings-receipt-address-390");

  await page.getByRole("button", { name: "Make a new address" }).click();
  await expect(field).not.toHaveText(first ?? "");
  await expect(field).toHaveText(/^receipts\+[a-z2-7]{20}@/);

  await page.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("No forwarding address is on.")).toBeVisible();
  const answer = (await (await page.request.get("/api/settings/receipt-address")).json()) as { address: string | null };
  expect(answer.address).toBeNull();
});
