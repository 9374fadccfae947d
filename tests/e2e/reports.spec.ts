import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { parseCsv } from "#domain/csv";
import { estimateMedicalExpenseCredit } from "#domain/tax/medical-expense-credit";
import { expect, expectToast, test } from "./support/fixtures";
import { cad, savedLines, signUpWithReceipts, type SavedLine } from "./support/report-data";

const RECEIPT = "e2e-1-clean.png";
const total = (lines: SavedLine[]) => lines.reduce((n, l) => n + Math.round(l.priceDifference * 100), 0) / 100;
/** Opens a report page and waits out its loading states, which take longer when the machine is busy. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: /^(Checking your account|Loading)/ })).toHaveCount(0, { timeout: 20_000 });
}

const row = (page: Page, line: SavedLine) => page.getByTestId("line-item-row").filter({ hasText: line.customProductName });

test("shows the year's totals and receipts, and edits prices with Enter and Escape", async ({ page }) => {
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  const year = lines[0]!.purchaseDate.slice(0, 4);
  await open(page, "/reports");
  await expect(page.getByRole("heading", { name: "Gluten-Free Receipts Report" })).toBeVisible();
  await expect(page.getByLabel("Tax year")).toHaveValue(year);
  await expect(page.getByRole("heading", { name: `Gluten-Free Product Expenses for ${year}` })).toBeVisible();
  // Lines and receipts are counted apart: these lines all come from one receipt.
  expect(lines.length).toBeGreaterThan(1);
  await expect(page.getByText(`Showing ${lines.length} lines from 1 receipt for ${year}.`)).toBeVisible();
  await expect(page.getByText("Total Eligible Medical Expenses").locator("..")).toContainText(cad(total(lines)));

  const line = lines[0]!;
  const target = row(page, line);
  await expect(target).toContainText(cad(line.price));

  // Typing more than two decimals is cut while typing; Enter saves and the difference is recomputed.
  await page.getByRole("button", { name: `Edit GF price for ${line.customProductName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit GF Price" });
  await expect(dialog).toContainText("Press Enter to save or Escape to cancel");
  const input = dialog.getByLabel("GF price (CAD)");
  await input.fill("25.999");
  await expect(input).toHaveValue("25.99");
  await input.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(target).toContainText("$25.99");
  // Focus comes back to the cell that opened the editor (WCAG 2.4.3), not to the top of the page.
  await expect(page.getByRole("button", { name: `Edit GF price for ${line.customProductName}` })).toBeFocused();
  await expect(target).toContainText(cad(Math.max(0, (2599 - Math.round(line.originalPrice * 100)) / 100)));

  // A whole number is normalised to two decimals on save; the regular price is for one pack, times the quantity.
  await page.getByRole("button", { name: `Edit regular price for ${line.customProductName}` }).click();
  const regular = page.getByRole("dialog", { name: "Edit Regular Price" }).getByLabel("Comparable regular price, one pack");
  await regular.fill("30");
  await expect(page.getByRole("dialog", { name: "Edit Regular Price" })).toContainText("× 1 = $30.00 total");
  await regular.press("Enter");
  await expect(target).toContainText("$30.00");
  let saved = (await savedLines(page)).find((l) => l.id === line.id)!;
  expect(saved).toMatchObject({ price: 25.99, originalPrice: 30, priceDifference: 0 });

  // Escape leaves the value as it was; a malformed price is refused with the product spec's message.
  await page.getByRole("button", { name: `Edit regular price for ${line.customProductName}` }).click();
  await regular.fill("1");
  await regular.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(target).toContainText("$30.00");
  await page.getByRole("button", { name: `Edit regular price for ${line.customProductName}` }).click();
  await regular.fill(".5");
  await regular.press("Enter");
  await expect(page.getByRole("dialog", { name: "Edit Regular Price" }).getByRole("alert")).toHaveText(
    "Invalid price format: Please enter a valid price (e.g., 12.34, 100, 80.5)",
  );
  await regular.press("Escape");
  saved = (await savedLines(page)).find((l) => l.id === line.id)!;
  expect(saved.originalPrice).toBe(30);

  // The product name and the household share are editable too.
  await page.getByRole("button", { name: `Edit product name for ${line.customProductName}` }).click();
  await page.getByRole("textbox", { name: "Product name" }).fill("GF Flour Blend");
  await page.getByRole("textbox", { name: "Product name" }).press("Enter");
  await expect(page.getByTestId("line-item-row").filter({ hasText: "GF Flour Blend" })).toBeVisible();
  await page.getByRole("button", { name: "Edit claim share for GF Flour Blend" }).click();
  const share = page.getByRole("dialog", { name: "Edit Claim Share" });
  await share.getByLabel("Share claimed (%)").fill("50");
  await share.getByLabel("Claimed for").selectOption("other-dependant");
  await share.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("line-item-row").filter({ hasText: "GF Flour Blend" })).toContainText("50% · Other dependant");
  saved = (await savedLines(page)).find((l) => l.id === line.id)!;
  expect(saved).toMatchObject({ customProductName: "GF Flour Blend", sharePct: 50, claimant: "other-dependant" });
});

test("deletes a receipt line with the trash button after confirming", async ({ page }) => {
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  const [first, second] = lines as [SavedLine, SavedLine];
  const year = first.purchaseDate.slice(0, 4);
  await open(page, "/reports");
  const trash = page.getByRole("button", { name: `Delete ${first.customProductName}` });
  await trash.click();
  const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
  await expect(confirm).toContainText(
    `This will permanently delete the line "${first.customProductName}" from your records; its receipt's other lines stay.`,
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, first)).toBeVisible();
  await expect(trash).toBeFocused();

  await trash.click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(row(page, first)).toHaveCount(0);
  await expect(row(page, second)).toBeVisible();
  // The trigger is gone with its row: focus goes to the next row's Delete, where the person was.
  await expect(page.getByRole("button", { name: `Delete ${second.customProductName}` })).toBeFocused();
  const left = lines.length - 1;
  await expect(page.getByText(`Showing ${left} ${left === 1 ? "line" : "lines"} from 1 receipt for ${year}.`)).toBeVisible();
  expect((await savedLines(page)).map((l) => l.id)).toEqual([second.id]);
});

async function swipe(page: Page, target: Locator, dx: number) {
  // The pointer can only reach what is on screen.
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const y = box.y + 20;
  const startX = dx < 0 ? box.x + box.width - 40 : box.x + 40;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + dx, y, { steps: 8 });
  await page.mouse.up();
}

test("deletes at 390 px by swiping left, and a swipe right or a tap elsewhere closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  const [first, second] = lines as [SavedLine, SavedLine];
  await open(page, "/reports");
  const slider = row(page, first).locator(":scope > div");

  await swipe(page, slider, -160);
  await expect(slider).toHaveAttribute("data-revealed", "true");
  await swipe(page, slider, 160);
  await expect(slider).not.toHaveAttribute("data-revealed");

  await swipe(page, slider, -160);
  await expect(slider).toHaveAttribute("data-revealed", "true");
  await page.getByRole("heading", { name: "Gluten-Free Receipts Report" }).click();
  await expect(slider).not.toHaveAttribute("data-revealed");

  // A swipe is not a click: no editor opened under the pointer.
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await swipe(page, slider, -160);
  await row(page, first).getByRole("button", { name: `Delete ${first.customProductName}` }).click();
  await page.getByRole("alertdialog", { name: "Confirm Deletion" }).getByRole("button", { name: "Delete" }).click();
  await expect(row(page, first)).toHaveCount(0);
  await expect(row(page, second)).toBeVisible();
  // Focus goes to the next line's name, not its Delete, which would slide that row open.
  await expect(page.getByRole("button", { name: `Edit product name for ${second.customProductName}` })).toBeFocused();
  await expect(row(page, second).locator(":scope > div")).not.toHaveAttribute("data-revealed");
});

test("downloads the year's CSV with the product spec's file name", async ({ page }) => {
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  const year = lines[0]!.purchaseDate.slice(0, 4);
  await open(page, "/reports");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`gluten-free-tax-report-${year}.csv`);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain("Date,Store,Product,Category");
  for (const line of lines) expect(csv).toContain(line.customProductName);
  expect(csv.trim().split("\n").at(-1)).toContain(`${lines.length} items`);
});

test("tax summary: totals, charts, claim period and claimant, and the credit estimate", async ({ page }) => {
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  const year = Number(lines[0]!.purchaseDate.slice(0, 4));
  // Reached from the navigation, and from Reports for the year on screen.
  await open(page, "/reports");
  await page.getByRole("banner").getByRole("link", { name: "Tax Summary" }).click();
  await expect(page).toHaveURL("/tax-summary");
  await open(page, `/reports?year=${year}`);
  await page.getByRole("link", { name: `Tax Summary for ${year}` }).click();
  await expect(page).toHaveURL(`/tax-summary?year=${year}`);
  await expect(page.getByRole("heading", { name: "Medical Expense Summary", level: 1 })).toBeVisible();
  await expect(page.getByText("The CRA requires that you retain the original paper or digital receipt as proof of purchase.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Tax Information" })).toBeVisible();
  await expect(page.getByText("Total Eligible Medical Expenses").locator("..")).toContainText(cad(total(lines)));
  await expect(page.getByText("Incremental cost by month")).toBeVisible();
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();

  const income = page.getByLabel("Net income (line 23600)");
  await income.fill("40000");
  await page.getByLabel("Other medical expenses (optional)").fill("2000");
  const expected = estimateMedicalExpenseCredit({
    year,
    netIncomeCents: 4_000_000,
    gfExpensesCents: Math.round(total(lines) * 100),
    otherExpensesCents: 200_000,
  });
  await expect(page.getByLabel("Credit estimate")).toContainText(cad(expected.thresholdCents / 100));
  await expect(page.getByLabel("Credit estimate")).toContainText(cad(expected.federalCreditCents / 100));
  await expect(page.getByLabel("Credit estimate")).toContainText(`Federal credit at ${expected.federalRateBp / 100}%`);

  // A 12-month period ending in March still covers a February purchase; another claimant has nothing yet.
  await page.getByLabel("Claim period").selectOption("3");
  await expect(page).toHaveURL(/endMonth=3/);
  await expect(page.getByText(`April 1, ${year - 1} to March 31, ${year}`).first()).toBeVisible();
  await expect(page.getByText("Total Eligible Medical Expenses").locator("..")).toContainText(cad(total(lines)));
  await page.getByLabel("Claim for").selectOption("other-dependant");
  await expect(page.getByRole("heading", { name: "No Data Available" })).toBeVisible();
  await expect(page.getByText(`You don't have any gluten-free purchases recorded for ${year}.`)).toBeVisible();
});

test("printable claim summary: per-product table, line 33099, and a print layout without navigation", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  await open(page, "/tax-summary");
  await page.getByLabel("Claim for").selectOption("self");
  await page.getByRole("link", { name: "Printable claim summary" }).click();
  await expect(page).toHaveURL(/\/tax-summary\/print\?year=\d{4}&claimant=self/);
  await expect(page.getByRole("heading", { name: "Gluten-free incremental cost: claim summary" })).toBeVisible();
  await expect(page.getByTestId("tax-line")).toHaveText("Line 33099");
  for (const line of lines) {
    await expect(page.getByTestId("claim-product-row").filter({ hasText: line.customProductName })).toContainText("100%");
    await expect(page.getByTestId("claim-purchase-row").filter({ hasText: line.customProductName })).toContainText(cad(line.price));
  }
  await expect(page.getByTestId("claim-total")).toHaveText(cad(total(lines)));
  await expect(page.getByText("Documents to keep")).toBeVisible();
  const overlapWarning = page.getByRole("status").filter({ hasText: "Overlapping claim period" });

  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/tax-report/prints") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Print" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  expect((await recorded).ok()).toBe(true);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Gluten-free incremental cost: claim summary" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(page.getByRole("banner")).toBeVisible();

  // A later period that overlaps the printed one is flagged, on the tax summary and on its printable page.
  const year = lines[0]!.purchaseDate.slice(0, 4);
  const sentence = new RegExp(`You printed a claim for Jan ${year} – Dec ${year} \\(Me\\) on \\d{4}-\\d{2}-\\d{2}\\.`);
  await open(page, `/tax-summary?year=${year}&endMonth=3`);
  await expect(overlapWarning).toContainText(sentence);
  await expect(overlapWarning).toContainText("This period overlaps it: a purchase can be claimed only once.");
  await page.getByRole("link", { name: "Printable claim summary" }).click();
  await expect(overlapWarning).toContainText(sentence);
  // The same period again is no conflict.
  const printsAnswered = page.waitForResponse((r) => r.url().includes("/api/tax-report/prints?"));
  await open(page, `/tax-summary?year=${year}&claimant=self`);
  expect((await (await printsAnswered).json()).overlapping).toEqual([]);
  await expect(page.getByText("Total Eligible Medical Expenses")).toBeVisible();
  await expect(overlapWarning).toHaveCount(0);
});

test("edits a line's quantity and its regular price for one pack, and the CSV and summary show them", async ({ page }) => {
  const { lines } = await signUpWithReceipts(page, [RECEIPT]);
  const line = lines[0]!;
  const year = line.purchaseDate.slice(0, 4);
  const gfCents = Math.round(line.price * 100);
  const regularCents = Math.round(line.originalPrice * 100);
  await open(page, "/reports");
  const target = row(page, line);

  // 3 packs: the GF price stays what was paid for the line; the regular price is kept per pack, so it triples.
  await page.getByRole("button", { name: `Edit quantity for ${line.customProductName}` }).click();
  const quantityDialog = page.getByRole("dialog", { name: "Edit Quantity" });
  const quantity = quantityDialog.getByLabel("Quantity (packs)");
  await expect(quantity).toHaveValue("1");
  await quantity.fill("0");
  await quantity.press("Enter");
  await expect(quantityDialog.getByRole("alert")).toHaveText("The quantity must be a number above 0 and up to 999, with at most 3 decimals");
  await quantity.fill("3");
  await quantity.press("Enter");
  await expect(quantityDialog).toBeHidden();
  await expect(target.getByRole("button", { name: `Edit quantity for ${line.customProductName}` })).toHaveText("3");
  await expect(target).toContainText(cad(line.price));
  await expect(target).toContainText(cad((regularCents * 3) / 100));

  // The comparable regular price of one pack, times the quantity.
  await page.getByRole("button", { name: `Edit regular price for ${line.customProductName}` }).click();
  const priceDialog = page.getByRole("dialog", { name: "Edit Regular Price" });
  const pack = priceDialog.getByLabel("Comparable regular price, one pack");
  await expect(pack).toHaveValue((regularCents / 100).toFixed(2));
  await pack.fill("1.25");
  await expect(priceDialog).toContainText("× 3 = $3.75 total");
  await pack.press("Enter");
  await expect(target).toContainText("$3.75");
  await expect(target).toContainText("$1.25 each");
  const saved = (await savedLines(page)).find((l) => l.id === line.id)!;
  expect(saved).toMatchObject({
    quantity: 3,
    price: gfCents / 100,
    originalPrice: 3.75,
    originalUnitPrice: 1.25,
    priceDifference: Math.max(0, gfCents - 375) / 100,
    regularSource: "custom",
    comparableSource: { key: "comparable.enteredByYou" },
  });

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = parseCsv(await readFile(await (await downloading).path(), "utf8"));
  const csvLine = csv.find((r) => r[2] === line.customProductName)!;
  expect(csvLine.slice(4, 11)).toEqual(["3", (Math.round(gfCents / 3) / 100).toFixed(2), (gfCents / 100).toFixed(2), "Price entered by you", "Entered by you", "1.25", "3.75"]);

  await open(page, `/tax-summary/print?year=${year}`);
  const purchase = page.getByTestId("claim-purchase-row").filter({ hasText: line.customProductName });
  await expect(purchase).toContainText("$1.25");
  // The product's one source is printed once, on its product row, not again on the purchase.
  const product = page.getByTestId("claim-product-row").filter({ hasText: line.customProductName });
  await expect(product).toContainText("Price entered by you");
  await expect(product).toContainText("Entered by you");
  await expect(purchase).not.toContainText("Entered by you");
});

test("settings: whom the food is for, the share claimed and the province, from the account links", async ({ page }) => {
  await signUpWithReceipts(page, []);
  await open(page, "/reports");
  await page.getByRole("banner").getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const who = page.getByLabel("Who is this food for?");
  const share = page.getByLabel("Share eaten by the person with celiac disease (%)");
  await expect(who).toHaveValue("self");
  await expect(share).toHaveValue("100");

  await who.selectOption("other-dependant");
  await share.fill("0");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("The share must be a whole percent from 1 to 100");
  await share.fill("60");
  const province = page.getByLabel("Province or territory where you lived on December 31");
  await expect(province).toHaveValue("");
  await province.selectOption("QC");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Settings saved");
  expect(await (await page.request.get("/api/settings/claim-defaults")).json()).toEqual({
    claimant: "other-dependant",
    sharePct: 60,
    netIncomeCents: null,
    province: "QC",
  });

  await page.reload();
  await expect(who).toHaveValue("other-dependant");
  await expect(share).toHaveValue("60");
  await expect(province).toHaveValue("QC");

  // On a phone the link is in the menu's Account section.
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/reports");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/settings");
  await expect(drawer).toBeHidden();
});

test("a new account sees the empty states, and a failed load offers Retry", async ({ page }) => {
  await signUpWithReceipts(page, []);
  const year = new Date().getFullYear();
  await open(page, "/reports");
  await expect(page.getByText(`No data available for ${year}.`)).toBeVisible();
  await expect(page.getByText(`No receipts found for ${year}.`)).toBeVisible();

  let failing = true;
  await page.route("**/api/tax-report/summary**", (route) =>
    failing ? route.fulfill({ status: 400, contentType: "application/json", body: '{"message":"Broken for the test"}' }) : route.continue(),
  );
  await open(page, "/reports");
  await expect(page.getByText("Error loading reports")).toBeVisible();
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByText(`No data available for ${year}.`)).toBeVisible();

  failing = true;
  await open(page, "/tax-summary");
  await expect(page.getByText("There was a problem loading your tax report. Please try again later.")).toBeVisible();
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "No Data Available" })).toBeVisible();
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test("a finger swipe left reveals Delete, and a swipe right hides it", async ({ page }) => {
    const { lines } = await signUpWithReceipts(page, [RECEIPT]);
    await open(page, "/reports");
    const slider = row(page, lines[0]!).locator(":scope > div");
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touchSwipe = async (fromX: number, toX: number) => {
      const y = box.y + 20;
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (let i = 1; i <= 8; i++) {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: fromX + ((toX - fromX) * i) / 8, y }] });
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await touchSwipe(box.x + box.width - 30, box.x + box.width - 190);
    await expect(slider).toHaveAttribute("data-revealed", "true");
    await touchSwipe(box.x + 40, box.x + 200);
    await expect(slider).not.toHaveAttribute("data-revealed");
  });
});

