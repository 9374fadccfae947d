import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { say, type Said } from "#domain/i18n/said";
import { translatorFor } from "#domain/i18n/translators";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { expectNoAxeViolations } from "./support/axe";
import { expect, expectToast, lineSaved, PASSWORD, PHOTO_READ_CEILING_MS, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { plainReceiptPng } from "./support/plain-receipt";
import { receiptPhotoUpload, receiptRowsUpload } from "./support/receipt-rows";
import { expectReviewOpened, reviewReceiptRows, uploadReceipt } from "./support/upload-receipt";
import { shot } from "./support/shots";

// Real receipts read by the real server (OCR, matching, database); nothing is mocked.
const RECEIPTS = "tests/fixtures/receipts/e2e";
const receipt = (n: 1 | 2 | 3) => join(RECEIPTS, `e2e-${n}-clean.png`);
// A real phone photo of a whole receipt, 1198 × 4418 px.
const LONG_PHOTO = "tests/fixtures/receipt-photos/costco_20260301_redact.jpg";
const NATURALLY_GF = "Naturally gluten-free foods (rice, fruit, vegetables, meat, corn tortillas, rice cakes…) have no extra cost to claim.";

interface LoggedLine {
  receiptId: string;
  customProductName: string;
  price: number;
  originalPrice: number;
  priceDifference: number;
  quantity: number;
  regularSource: string;
  comparableSource: Said;
  claimant: string;
  sharePct: number;
}

interface ConfirmBody {
  claimant?: string;
  sharePct?: number;
}

async function signUp(page: Page, label: string) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Email").fill(uniqueEmail(label));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard");
}

function line(receiptView: ReceiptView, name: string): ReceiptItemView {
  const found = receiptView.items.find((i) => i.productName === name);
  if (!found) throw new Error(`${name} was not read from the receipt`);
  return found;
}

/** The first listed regular product whose size compares, which one tap can make the comparable. */
function pickable(item: ReceiptItemView) {
  const product = item.closestProducts.find((p) => p.perPack !== null);
  if (!product || product.perPack === null) throw new Error(`${item.productName} lists no product to pick`);
  return { ...product, perPack: product.perPack };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

const cents = (dollars: number) => Math.round(dollars * 100);
const CAD = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD" });
const cad = (c: number) => CAD.format(c / 100);

/** The logged lines as the reports read them, fetched from the page with its own session. */
async function loggedLines(page: Page, receiptId: string): Promise<LoggedLine[]> {
  const body = await page.evaluate(async () => {
    const res = await fetch("/api/tax-report/gf-receipts", { credentials: "include" });
    return (await res.json()) as { receipts: LoggedLine[] };
  });
  return body.receipts.filter((l) => l.receiptId === receiptId);
}

/** Records the confirm calls' bodies, to check what saving sent. */
function watchConfirms(page: Page, receiptId: string): ConfirmBody[] {
  const bodies: ConfirmBody[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/receipts/${receiptId}/confirm`)) bodies.push(r.postDataJSON() as ConfirmBody);
  });
  return bodies;
}

test("uploads a receipt, replaces the app's proposal with a listed product in one tap, says whom it is for, saves it once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUp(page, "upload");
  const read = await uploadReceipt(page, receipt(1));
  const id = read.id;
  // The review page opened: the receipt's store, date and total first.
  await expect(page.getByRole("heading", { name: read.storeLocation ?? "Unknown Store" })).toBeVisible();
  await expect(page.getByText(`Total ${cad(cents(read.total ?? 0))}`)).toBeVisible();

  const pasta = page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" });
  const flour = page.getByRole("checkbox", { name: "BOBS RED MILL GF FLOUR" });
  await expect(pasta).toBeChecked();
  await expect(flour).toBeChecked();
  await expect(page.getByText("Gluten-free", { exact: true }).filter({ visible: true })).toHaveCount(2);
  await shot(page, "review-1280");
  await shot(page, "review-1280-full", { fullPage: true });
  // Lines that can never be claimed: off, with the server's reason.
  const milk = page.getByRole("checkbox", { name: "MILK 1% 2L" });
  await expect(milk).toBeDisabled();
  await expect(milk).toHaveAccessibleDescription(NATURALLY_GF);
  await expect(page.getByRole("checkbox", { name: "AA BATTERIES 8PK" })).toHaveAccessibleDescription(/pet food and household items/);
  await expectNoAxeViolations(page);

  // The app proposes a comparable for each GF line: nothing waits before saving.
  const saveButton = page.getByRole("button", { name: "Save to My Records" });
  await expect(saveButton).toBeEnabled();
  await expect(page.getByRole("status").filter({ hasText: "your attention before saving" })).toHaveCount(0);
  await expect(page.locator("tbody").filter({ has: flour })).toContainText("Proposed by the app");

  const unselected = lineSaved(page, "selection");
  await pasta.uncheck();
  await unselected;
  await expect(pasta).not.toBeChecked();

  // One tap on a listed product replaces the app's proposal.
  const product = pickable(line(read, "BOBS RED MILL GF FLOUR"));
  await page.getByRole("button", { name: "Change the comparable price of BOBS RED MILL GF FLOUR" }).filter({ visible: true }).click();
  const choices = page.getByRole("group", { name: "Comparable price choices for BOBS RED MILL GF FLOUR" });
  await expect(choices.getByRole("button").first()).toBeFocused();
  const chosen = lineSaved(page, "comparable");
  await choices.getByRole("button", { name: startsWith(product.productName) }).first().click();
  await chosen;
  const difference = cents(11.49) - cents(product.perPack);
  const row = page.locator("tbody").filter({ has: flour });
  await expect(row).toContainText("Product you chose");
  await row.getByText("Where this price comes from").click();
  await expect(row).toContainText(`Chosen by you: ${product.productName}`);
  await expect(page.getByTestId("total-deduction")).toHaveText(cad(difference));

  // Whom the food is for and the share: only that share is claimed.
  await page.getByLabel("Who is this food for?").selectOption({ label: "Spouse, partner or child under 18 (line 33099)" });
  const share = page.getByLabel("Share eaten by the person with celiac disease");
  await share.fill("0");
  await expect(page.getByText("The share must be a whole percent from 1 to 100")).toBeVisible();
  await expect(saveButton).toBeDisabled();
  await share.fill("50");
  await expect(page.getByTestId("total-deduction")).toHaveText(cad(Math.floor((difference * 50 + 50) / 100)));
  await expect(page.getByRole("link", { name: "Change the default in Settings" })).toHaveAttribute("href", "/settings");

  const confirms = watchConfirms(page, id);
  await saveButton.dblclick();
  await expect(page.getByRole("button", { name: "Saved" })).toBeDisabled();
  await expectToast(page, "Your receipt has been successfully saved with 1 item for tax purposes.");
  await expect(page).toHaveURL("/reports");
  expect(confirms).toEqual([expect.objectContaining({ claimant: "spouse-or-child", sharePct: 50 })]);

  expect(await loggedLines(page, id)).toEqual([
    expect.objectContaining({
      customProductName: "BOBS RED MILL GF FLOUR",
      price: 11.49,
      originalPrice: product.perPack,
      priceDifference: difference / 100,
      claimant: "spouse-or-child",
      sharePct: 50,
    }),
  ]);
  // The source is kept as a record (decision 038), said in the reader's language: the product the user chose is named in it.
  const [logged] = await loggedLines(page, id);
  expect(say(logged!.comparableSource, translatorFor("en-CA"))).toContain(`Chosen by you: ${product.productName}`);

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

test("reviews a receipt on its own page: the app's proposal, a quantity edit, a choice sent again at save, the saved defaults", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "review");
  // The defaults saved in Settings are what the review starts from.
  const defaults = await page.request.put("/api/settings/claim-defaults", { data: { claimant: "other-dependant", sharePct: 80 } });
  expect(defaults.status()).toBe(200);
  const read = await uploadReceipt(page, receipt(2));
  await expect(page.getByText("Processed", { exact: true })).toBeVisible();
  await expect(page.getByText("Save-On-Foods", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Regular Price" })).toBeVisible();
  await expect(page.getByText("2 of 7 items selected")).toBeVisible();
  await expect(page.getByLabel("Who is this food for?")).toHaveValue("other-dependant");
  await expect(page.getByLabel("Share eaten by the person with celiac disease")).toHaveValue("80");
  await expectNoAxeViolations(page);

  // A GF substitute the app found a comparable for: its proposal, with where it comes from.
  const soy = line(read, "VH GF SOY SAUCE");
  expect(soy.regularPriceSource).toBe("catalog");
  const soyLine = page.locator("tbody").filter({ has: page.getByRole("checkbox", { name: "VH GF SOY SAUCE" }) });
  await expect(soyLine.getByRole("row").first()).toContainText(`${cad(cents(soy.regularPrice ?? 0))}(Proposed)`);
  await expect(soyLine).toContainText("Proposed by the app");
  await soyLine.getByText("Where this price comes from").click();
  await expect(soyLine).toContainText("closest regular products");

  // Naturally gluten-free: never claimable.
  await expect(page.getByRole("checkbox", { name: "PEANUT BUTTER 1KG" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "PEANUT BUTTER 1KG" })).toHaveAccessibleDescription(NATURALLY_GF);

  // Two packs bought, not one: the quantity is corrected with the price paid for the line.
  await page.getByRole("button", { name: "Edit details for BARILLA GF PENNE" }).click();
  const details = page.getByRole("dialog", { name: "Edit Item Details" });
  await expect(details.getByLabel("Quantity")).toHaveValue("1");
  await details.getByLabel("Quantity").fill("2.5");
  await details.getByLabel("Price (CAD)").fill("7.98");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(details.getByText("Enter a whole number of packs from 1 to 999.")).toBeVisible();
  await details.getByLabel("Quantity").fill("2");
  const detailed = lineSaved(page, "details");
  await details.getByRole("button", { name: "Save Changes" }).click();
  await detailed;
  const penne = page.locator("tbody").filter({ has: page.getByRole("checkbox", { name: "BARILLA GF PENNE" }) });
  await expect(penne).toContainText("Qty 2");
  await expect(penne).toContainText("Proposed by the app");

  // A listed product instead of the proposal, and the choice's call fails on the way: it stays on the page, is
  // flagged, and goes again when saving.
  const product = pickable(line(read, "BARILLA GF PENNE"));
  await page.route("**/api/receipt-items/*/comparable", (route) => route.abort(), { times: 1 });
  await penne.getByRole("button", { name: "Change the comparable price of BARILLA GF PENNE" }).click();
  await penne.getByRole("button", { name: startsWith(product.productName) }).first().click();
  await expect(page.getByText("1 change is only in this view")).toBeVisible();
  const regular = 2 * cents(product.perPack);
  await expect(penne.getByRole("row").first()).toContainText(`${cad(regular)}(Chosen)2 × ${cad(cents(product.perPack))}`);
  await expect(penne.getByRole("row").first()).toContainText(cad(Math.max(0, cents(7.98) - regular)));

  const confirms = watchConfirms(page, read.id);
  await page.getByRole("button", { name: "Save to My Records" }).click();
  await expectToast(page, "Your receipt has been successfully saved with 2 items for tax purposes.");
  await expect(page).toHaveURL("/reports");
  expect(confirms).toEqual([expect.objectContaining({ claimant: "other-dependant", sharePct: 80 })]);
  const lines = await loggedLines(page, read.id);
  expect(lines.map((l) => [l.customProductName, l.price, l.originalPrice, l.quantity, l.claimant, l.sharePct]).sort()).toEqual([
    ["BARILLA GF PENNE", 7.98, regular / 100, 2, "other-dependant", 80],
    ["VH GF SOY SAUCE", 4.49, soy.regularPrice, 1, "other-dependant", 80],
  ]);
});

test("says clearly when a file is not a receipt it can read, and keeps the chosen file", async ({ page }) => {
  await signUp(page, "notimage");
  await page.goto("/upload-receipt");
  const input = page.getByLabel("Receipt image", { exact: true });
  await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("milk, bread") });
  await expect(page.getByRole("alert")).toContainText("This file cannot be read as a receipt.");

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
  await drop("list.txt", "text/plain", Buffer.from("milk, bread").toString("base64"));
  await expect(page.getByRole("alert")).toContainText("This file cannot be read as a receipt.");
  await drop("receipt.png", "image/png", readFileSync(receipt(1)).toString("base64"));
  await expect(page.getByRole("img", { name: "Preview of receipt.png" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Process Image" })).toBeEnabled();
});

test("waits in line when every receipt reader is busy, then reads the receipt without being asked again", async ({ page }) => {
  test.setTimeout(2 * PHOTO_READ_CEILING_MS);
  await signUp(page, "busy");
  // The server's own refusal when its queue is full (tests/integration/receipt-upload-limits.test.ts), once.
  await page.route(
    "**/api/receipts",
    (route) =>
      route.fulfill({
        status: 503,
        headers: { "retry-after": "2", "content-type": "application/json" },
        body: JSON.stringify({ message: "Lots of receipts are being read right now. Please try again in a moment." }),
      }),
    { times: 1 },
  );
  await page.goto("/upload-receipt");
  await page.getByLabel("Receipt image", { exact: true }).setInputFiles(receipt(1));
  await page.getByRole("button", { name: "Process Image" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Yours is in line" })).toBeVisible();
  await expect(page.getByText(/Trying again in [12] s/)).toBeVisible();
  await expect(page).toHaveURL(/\/receipt-review\//, { timeout: PHOTO_READ_CEILING_MS });
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("never calls an unsaved upload a duplicate; at 5 of 5 the page says so before a photo is chosen, with no Premium on a server that sells none, and a discard gives the slot back", async ({ page }) => {
  // Two photos read; the month's other three receipts are uploaded as their rows.
  test.setTimeout(3 * PHOTO_READ_CEILING_MS);
  await signUp(page, "quota");
  for (const upload of [receiptPhotoUpload("e2e-3-clean.png"), ...[1, 2, 3].map(() => receiptRowsUpload("e2e-3-clean.png"))]) {
    const res = await page.request.post("/api/receipts", { data: upload });
    expect(res.status()).toBe(201);
  }
  // The fifth is the same photo and the same receipt again; none of the others was saved, so it is no duplicate of theirs.
  await uploadReceipt(page, receipt(3));
  await expect(page.getByText("Possible duplicate receipt")).toHaveCount(0);
  // Back on the upload page, with no photo left to send.
  await page.goBack();

  const limit = page.getByRole("region", { name: "You have used this month's 5 Free receipts" });
  await expect(limit).toBeVisible();
  await expect(limit).toContainText("5 of 5 receipts read this month");
  await expect(limit).toContainText(/the count starts again on \w+ 1, \d{4}/);
  await expect(page.getByLabel("Receipt image", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Process Image" })).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText("Premium");
  // At the top, where it is seen without scrolling, on a laptop and on a phone.
  expect((await limit.boundingBox())!.y).toBeLessThan(600);
  await expectNoAxeViolations(page);
  await shot(page, "limit-no-payments-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(limit).toBeInViewport();
  // Each unsaved receipt's store, date and total wrap on a phone rather than being cut off.
  expect(await limit.locator("li span").evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).length)).toBe(0);
  await shot(page, "limit-no-payments-390", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const discards = limit.getByRole("button", { name: /^Discard / });
  await expect(discards).toHaveCount(5);
  await discards.first().click();
  await expect(limit).toHaveCount(0);
  await expect(page.getByText("Free plan: 4 of 5 receipts used this month (1 left).")).toBeVisible();
  await expect(page.getByLabel("Receipt image", { exact: true })).toBeAttached();
});

test("a receipt with no claimable line says so at once on its review, and its discard gives the month's slot back", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "nothing");
  const read = await uploadReceipt(page, await plainReceiptPng());
  const nothing = page.getByRole("status").filter({ hasText: "Nothing on this receipt can be claimed" });
  await expect(nothing).toBeVisible();
  await shot(page, "nothing-to-claim-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  // Under the receipt's store and date, above its lines, where a phone shows it first.
  await expect(nothing).toBeInViewport();
  await shot(page, "nothing-to-claim-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  await nothing.getByRole("button", { name: "Discard this receipt" }).click();
  await expectToast(page, "Receipt discarded");
  await expect(page).toHaveURL("/upload-receipt");
  await expect(page.getByText("Free plan: 0 of 5 receipts used this month (5 left).")).toBeVisible();
  expect((await page.request.get(`/api/receipts/${read.id}`)).status()).toBe(404);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("reads a very large photo and opens one review: results first, each line beside its strip of the photo, kept on reload, Back to upload", async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page, "phone");
    await page.goto("/upload-receipt");
    await expect(page.getByRole("button", { name: "Take Photo" })).toBeVisible();
    await expect(page.getByLabel("Receipt photo from camera")).toHaveAttribute("capture", "environment");
    // A real phone photo 4418 px long: over 4032 px, so the browser re-encodes it 3200 px long (decision 008).
    await page.getByLabel("Receipt image", { exact: true }).setInputFiles(LONG_PHOTO);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Process Image" }).click();
    const response = await answer;
    const sent = response.request().postDataJSON() as { base64Image: string };
    const { width, height } = await sharp(Buffer.from(sent.base64Image.split(",")[1] ?? "", "base64")).metadata();
    expect([width, height]).toEqual([868, 3200]);
    const read = (await response.json()) as ReceiptView;
    await expectReviewOpened(page, read.id);

    // Results first: no photo above them, the first line on the first screen, its strip of the photo with it.
    await expect(page.getByRole("img", { name: /^Preview of/ })).toHaveCount(0);
    const first = page.getByRole("listitem").filter({ has: page.getByRole("checkbox") }).first();
    const firstBox = first.getByRole("checkbox").first();
    await expect(firstBox).toBeInViewport();
    const strip = first.getByRole("img", { name: /^Photo of the line:/ });
    await expect(strip).toBeVisible();
    const [box, name] = [await strip.boundingBox(), await firstBox.boundingBox()];
    // Right under the line's name, within the card: not a screen away.
    expect(box!.y - name!.y).toBeLessThan(120);
    // Eggs are gluten-free by nature: nothing to claim, and the page says why.
    const eggs = page.getByRole("checkbox", { name: /XL EGGS/ });
    await expect(eggs).toBeDisabled();
    await expect(eggs).toHaveAccessibleDescription(NATURALLY_GF);
    await expect(page.getByRole("button", { name: "Save to My Records" })).toBeDisabled();
    // One Save, by one name.
    await expect(page.getByRole("button", { name: /^Save/ })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "review-390");
    await shot(page, "review-390-full", { fullPage: true });

    // Back leads to the upload page, ready for the next receipt; Forward to the same review.
    await page.goBack();
    await expect(page).toHaveURL("/upload-receipt");
    await expect(page.getByText("Free plan: 1 of 5 receipts used this month (4 left).")).toBeVisible();
    await expect(page.getByLabel("Receipt image", { exact: true })).toBeAttached();
    await page.goForward();
    await expectReviewOpened(page, read.id);

    // A reload keeps the review (the photo itself was never kept, so the strips are gone), and so do older links.
    await page.reload();
    await expectReviewOpened(page, read.id);
    await expect(eggs).toBeDisabled();
    await expect(page.getByRole("img", { name: /^Photo of the line:/ })).toHaveCount(0);
    await page.goto(`/upload-receipt?receipt=${read.id}`);
    await expectReviewOpened(page, read.id);
  });

  test("claims a line the app could not classify: confirmed gluten-free, a price for one pack times the packs", async ({ page }) => {
    await signUp(page, "unknown");
    await reviewReceiptRows(page, "e2e-1-clean.png");
    await expect(page.getByRole("columnheader", { name: "Regular Price" })).toBeHidden();
    const penne = page.getByRole("listitem").filter({ has: page.getByRole("checkbox", { name: "BARILLA PENNE 900G" }) });
    await expect(penne).toContainText("Qty 2");
    const question = "We couldn't tell whether this is gluten-free. Tick it if it is a gluten-free product bought for the person with celiac disease.";
    await expect(penne).toContainText(question);
    await expect(penne.getByText("Gluten-free", { exact: true })).toHaveCount(0);

    // Ticking the line answers its one question: it is confirmed and selected together, and nothing asks again.
    const confirmed = lineSaved(page, "gluten-free-confirmation");
    await penne.getByRole("checkbox", { name: "BARILLA PENNE 900G" }).check();
    await confirmed;
    await expect(penne).not.toContainText(question);
    await expect(penne).not.toContainText("Confirm it is a gluten-free product");
    await expect(
      penne.getByRole("checkbox", { name: "This is a gluten-free product bought for the person with celiac disease" }),
    ).toBeChecked();
    await expect(penne.getByText("Gluten-free", { exact: true })).toBeVisible();
    await expect(penne).toContainText("Choose a comparable price");
    // For a product the app could not name, its proposal is never offered: the user gives the comparable.
    await expect(penne.getByRole("button", { name: /The app's proposal/ })).toHaveCount(0);

    const typed = penne.getByLabel(/Or enter the price of one regular pack/);
    await typed.fill("-2");
    await penne.getByRole("button", { name: "Use this price" }).click();
    await expect(penne.getByText("Please enter a valid positive number.")).toBeVisible();
    await typed.fill("2.50");
    await expect(penne).toContainText("× 2 = $5.00");
    const priced = lineSaved(page, "regular-price");
    await penne.getByRole("button", { name: "Use this price" }).click();
    await priced;
    await expect(penne).toContainText("Price you entered");
    await expect(penne.getByRole("definition").filter({ hasText: "(Custom)" })).toContainText("$5.00");
    await expect(penne).toContainText("$1.78");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
