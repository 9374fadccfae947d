import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectToast, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";

// Real receipts read by the real server (OCR, matching, database); nothing is mocked.
const RECEIPTS = "tests/fixtures/receipts/e2e";
const receipt = (n: 1 | 2 | 3) => join(RECEIPTS, `e2e-${n}-clean.png`);
// A real phone photo of a whole receipt, 1198 × 4418 px.
const LONG_PHOTO = "../shared/data/receipt-photos/costco_20260301_redact.jpg";

interface LoggedLine {
  receiptId: string;
  customProductName: string;
  price: number;
  originalPrice: number;
  priceDifference: number;
}

async function signUp(page: Page, label: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Email").fill(uniqueEmail(label));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/");
}

/** Picks the image, processes it and returns the new receipt's id once the results show. */
async function uploadReceipt(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/upload-receipt");
  await expect(page.getByRole("heading", { name: "Upload Your Grocery Receipt" })).toBeVisible();
  await page.getByLabel("Receipt image", { exact: true }).setInputFiles(file);
  await expect(page.getByRole("img", { name: /Preview of/ })).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Process Image" }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect(page.getByText("Receipt Analysis Complete")).toBeVisible({ timeout: 30_000 });
  return ((await response.json()) as { id: string }).id;
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include("#main-content").analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The logged lines as the reports read them, fetched from the page with its own session. */
async function loggedLines(page: Page, receiptId: string): Promise<LoggedLine[]> {
  const body = await page.evaluate(async () => {
    const res = await fetch("/api/tax-report/gf-receipts", { credentials: "include" });
    return (await res.json()) as { receipts: LoggedLine[] };
  });
  return body.receipts.filter((line) => line.receiptId === receiptId);
}

test("uploads a receipt, corrects it, saves it once and finds it in the reports", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUp(page, "upload");
  const id = await uploadReceipt(page, receipt(1));
  await expect(page.getByText(/We found \d+ items on your receipt\./)).toBeVisible();
  await expect(page.getByText("Store: Loblaws")).toBeVisible();
  await expect(page.getByText("Free plan: 1 of 5 receipts used this month")).toBeVisible();

  const pasta = page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" });
  const flour = page.getByRole("checkbox", { name: "BOBS RED MILL GF FLOUR" });
  await expect(pasta).toBeChecked();
  await expect(flour).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "MILK 1% 2L" })).not.toBeChecked();
  await expect(page.getByText("Identified as gluten-free product")).toHaveCount(2);
  await expectNoAxeViolations(page);

  await pasta.uncheck();
  await expectToast(page, "Item has been removed from your selection.");
  await expect(pasta).not.toBeChecked();

  await page.getByRole("button", { name: "Edit regular price for BOBS RED MILL GF FLOUR" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Regular Price" });
  await dialog.getByLabel("Regular Price (CAD)").fill("-2");
  await dialog.getByRole("button", { name: "Save & Select Item" }).click();
  await expect(dialog.getByText("Please enter a valid positive number.")).toBeVisible();
  await dialog.getByLabel("Regular Price (CAD)").fill("6.49");
  await dialog.getByRole("button", { name: "Save & Select Item" }).click();
  await expectToast(page, "Price Updated");
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("total-deduction")).toHaveText("$5.00");

  const confirms: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/receipts/${id}/confirm`)) confirms.push(r.url());
  });
  await page.getByRole("button", { name: "Save Receipt for Tax Purposes" }).dblclick();
  await expectToast(page, "Your receipt has been successfully saved with 1 items for tax purposes.");
  await expect(page).toHaveURL("/reports");
  expect(confirms).toHaveLength(1);

  const lines = await loggedLines(page, id);
  expect(lines).toEqual([
    expect.objectContaining({ customProductName: "BOBS RED MILL GF FLOUR", price: 11.49, originalPrice: 6.49, priceDifference: 5 }),
  ]);

  // A saved receipt opens read-only: its lines are now edited on the reports.
  await page.goto(`/receipt-review/${id}`);
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await expect(page.getByText("This receipt is already saved")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "BOBS RED MILL GF FLOUR" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save to My Records" })).toHaveCount(0);

  // Another account sees the same "could not load" state as for an id that does not exist.
  const other = await browser.newPage();
  await signUp(other, "other");
  for (const path of [`/receipt-review/${id}`, "/receipt-review/no-such-receipt"]) {
    await other.goto(path);
    await expect(other.getByText("Failed to load receipt data. Please try again later.")).toBeVisible({ timeout: 20_000 });
    await expect(other.getByText("Receipt not found.")).toBeVisible();
  }
  await other.getByRole("link", { name: "Back to Upload" }).click();
  await expect(other).toHaveURL("/upload-receipt");
  await other.close();
});

test("reviews a receipt on its own page, edits it there and saves it", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "review");
  const id = await uploadReceipt(page, receipt(2));
  await page.getByRole("link", { name: "Open full review" }).click();
  await expect(page).toHaveURL(`/receipt-review/${id}`);
  await expect(page.getByText("Processed", { exact: true })).toBeVisible();
  await expect(page.getByText("Save-On-Foods", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Regular Price" })).toBeVisible();
  await expect(page.getByText("2 of 7 items selected")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Edit details for VH GF SOY SAUCE" }).click();
  const details = page.getByRole("dialog", { name: "Edit Item Details" });
  await details.getByLabel("Product Name").fill("VH GF Soy Sauce 500 ml");
  await details.getByLabel("Price (CAD)").fill("4.99");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expectToast(page, "Item details updated successfully.");
  await expect(page.getByRole("checkbox", { name: "VH GF Soy Sauce 500 ml" })).toBeChecked();

  // The call fails on the way: the change stays on the page, is flagged, and goes again when saving.
  await page.route("**/api/receipt-items/*/selection", (route) => route.abort(), { times: 1 });
  await page.getByRole("checkbox", { name: "BARILLA GF PENNE" }).uncheck();
  await expectToast(page, "Item Updated Locally");
  await expect(page.getByText("1 change is only in this view")).toBeVisible();
  await expect(page.getByText("1 of 7 items selected")).toBeVisible();

  await page.getByRole("button", { name: "Edit regular price for PEANUT BUTTER 1KG" }).click();
  const price = page.getByRole("dialog", { name: "Enter Regular Price" });
  await price.getByLabel("Regular Price (CAD)").fill("4.50");
  await price.getByRole("button", { name: "Save & Select Item" }).click();
  await expectToast(page, "Price Updated");
  await expect(page.getByRole("checkbox", { name: "PEANUT BUTTER 1KG" })).toBeChecked();
  await expect(page.getByRole("row", { name: /PEANUT BUTTER 1KG/ })).toContainText("(Custom)");
  await expect(page.getByText("2 of 7 items selected")).toBeVisible();

  await page.getByRole("button", { name: "Save to My Records" }).click();
  await expectToast(page, "Receipt confirmed and expenses logged successfully!");
  await expect(page).toHaveURL("/reports");
  const lines = await loggedLines(page, id);
  expect(lines.map((l) => [l.customProductName, l.price, l.originalPrice]).sort()).toEqual([
    ["PEANUT BUTTER 1KG", 5.99, 4.5],
    ["VH GF Soy Sauce 500 ml", 4.99, expect.any(Number)],
  ]);
});

test("says clearly when a file is not an image, and keeps the chosen file", async ({ page }) => {
  await signUp(page, "notimage");
  await page.goto("/upload-receipt");
  const input = page.getByLabel("Receipt image", { exact: true });
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("milk, bread") });
  await expect(page.getByRole("alert")).toContainText("Only image files can be processed. Please upload a photo of your receipt.");

  // Named and typed like an image, but not one: the server refuses it and says why.
  await input.setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
  await page.getByRole("button", { name: "Process Image" }).click();
  await expect(page.getByRole("alert")).toContainText("This file is not an image we can read. Please upload a JPEG, PNG or WebP photo.");
  await expectToast(page, "Receipt Processing Failed");
  await expect(page.getByRole("button", { name: "Process Image" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Change" })).toBeVisible();

  // Dropping works like picking: a dropped document is refused, a dropped photo is previewed.
  await page.getByRole("button", { name: "Change" }).click();
  const drop = async (name: string, type: string, base64: string) => {
    const dataTransfer = await page.evaluateHandle(
      ([n, t, b]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([Uint8Array.from(atob(b), (c) => c.charCodeAt(0))], n, { type: t }));
        return transfer;
      },
      [name, type, base64] as const,
    );
    await page.getByText("Drop a photo of your receipt here").dispatchEvent("drop", { dataTransfer });
  };
  await drop("list.pdf", "application/pdf", Buffer.from("%PDF-1.4").toString("base64"));
  await expect(page.getByRole("alert")).toContainText("Only image files can be processed.");
  await drop("receipt.png", "image/png", readFileSync(receipt(1)).toString("base64"));
  await expect(page.getByRole("img", { name: "Preview of receipt.png" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Process Image" })).toBeEnabled();
});

test("warns of a duplicate, and refuses the Free plan's sixth receipt of the month with the upgrade offer", async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page, "quota");
  const image = `data:image/png;base64,${readFileSync(receipt(3)).toString("base64")}`;
  for (let i = 0; i < 4; i++) {
    const res = await page.request.post("/api/receipts", { data: { base64Image: image } });
    expect(res.status()).toBe(201);
  }
  // The fifth is the same photo again: allowed, with the server's duplicate warning.
  await uploadReceipt(page, receipt(3));
  await expect(page.getByText("Possible duplicate receipt")).toBeVisible();
  await expect(page.getByText("Free plan: 5 of 5 receipts used this month (0 left).")).toBeVisible();
  await page.getByRole("button", { name: "Change" }).click();
  await page.getByLabel("Receipt image", { exact: true }).setInputFiles(receipt(3));
  await page.getByRole("button", { name: "Process Image" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Monthly receipt limit reached" });
  await expect(alert).toContainText("You've used your 5 free receipts for this month. Upgrade to Premium");
  await alert.getByRole("link", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL("/subscription");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("resizes a very large photo, shows the results and the review without sideways scrolling", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, "phone");
    await page.goto("/upload-receipt");
    await expect(page.getByRole("button", { name: "Take Photo" })).toBeVisible();
    await expect(page.getByLabel("Receipt photo from camera")).toHaveAttribute("capture", "environment");
    // A real phone photo 4418 px long: over 4032 px, so the browser re-encodes it 3200 px long (decision 008).
    await page.getByLabel("Receipt image", { exact: true }).setInputFiles(LONG_PHOTO);
    await expectToast(page, "Image Resized");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Process Image" }).click();
    const sent = (await answer).request().postDataJSON() as { base64Image: string };
    const { width, height } = await sharp(Buffer.from(sent.base64Image.split(",")[1] ?? "", "base64")).metadata();
    expect([width, height]).toEqual([868, 3200]);
    const id = ((await (await answer).json()) as { id: string }).id;
    await expect(page.getByText("Receipt Analysis Complete")).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole("checkbox", { name: "XL EGGS" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/receipt-review/${id}`);
    await expect(page.getByRole("columnheader", { name: "Regular Price" })).toBeHidden();
    await page.getByRole("button", { name: /^Edit regular price for .*XL EGGS/ }).click();
    const price = page.getByRole("dialog", { name: "Enter Regular Price" });
    await price.getByLabel("Regular Price (CAD)").fill("18.00");
    await price.getByRole("button", { name: "Save & Select Item" }).click();
    await expectToast(page, "Price Updated");
    await expect(page.getByRole("listitem").filter({ hasText: "XL EGGS" })).toContainText("$1.38");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
