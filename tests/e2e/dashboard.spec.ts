import { join } from "node:path";
import type { Page } from "@playwright/test";
import { rulesForYear } from "#domain/tax/tax-year-rules";
import { expect, expectToast, lineSaved, logIn, PASSWORD, PHOTO_READ_CEILING_MS, signOutButton, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { receiptRowsUpload } from "./support/receipt-rows";
import { cad, savedLines, signUpWithReceipts } from "./support/report-data";
import { reviewReceiptRows, uploadReceipt } from "./support/upload-receipt";
import { shot } from "./support/shots";

// Real receipts read by the real server, nothing mocked: photos by its OCR where a journey reads one, else their rows.
const LOBLAWS = join("tests", "fixtures", "receipts", "e2e", "e2e-1-clean.png");
const cents = (dollars: number) => Math.round(dollars * 100);

async function signUp(page: Page) {
  const email = uniqueEmail("dash");
  expect((await page.request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
  return email;
}

test("signing in lands on the dashboard: the year's expenses and credit, the month's receipts, what waits, the documents", async ({ page }) => {
  const { email, lines } = await signUpWithReceipts(page, ["e2e-1-clean.png", "e2e-2-clean.png"]);
  // One more receipt read and left unsaved: it waits for review and counts toward the month.
  const waiting = await page.request.post("/api/receipts", { data: receiptRowsUpload("e2e-3-clean.png") });
  expect(waiting.status()).toBe(201);

  await page.goto("/");
  await signOutButton(page).click();
  await expect(page).toHaveURL("/auth");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  const year = Number(lines[0]!.purchaseDate.slice(0, 4));
  const eligible = lines.filter((l) => l.purchaseDate.startsWith(String(year))).reduce((sum, l) => sum + cents(l.priceDifference), 0);
  expect(eligible).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: `Your ${year} claim so far` })).toBeVisible();
  await expect(page.getByTestId("eligible-expenses")).toHaveText(cad(eligible / 100));
  // No income given: no figure, the rule in words and the income under which these expenses give a credit.
  const rules = rulesForYear(year);
  await expect(page.getByTestId("credit-estimate")).toHaveText("Depends on your income");
  await expect(page.getByTestId("credit-rule")).toContainText(
    `Your expenses count only above the lesser of 3% of your net income and ${cad(rules.fixedThresholdCents / 100)}. On their own they give a credit only if your net income is under ${cad(Math.round((eligible * 10_000) / 300) / 100)}`,
  );
  await shot(page, "dashboard-range-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("credit-rule").scrollIntoViewIfNeeded();
  await shot(page, "dashboard-range-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("receipts-this-month")).toHaveText("3 of 5");
  await expect(page.getByRole("progressbar", { name: "Receipts used this month" })).toHaveAttribute("aria-valuenow", "3");

  const waitingCard = page.getByRole("region", { name: "Waiting for review" });
  await expect(waitingCard.getByRole("link", { name: /^Review the receipt from/ })).toHaveCount(1);
  const recent = page.getByRole("region", { name: "Last saved receipts" });
  await expect(recent.getByRole("listitem")).toHaveCount(2);

  // The practitioner's letter: its date is recorded, never the letter.
  const documents = page.getByRole("region", { name: "Documents to keep for the CRA" });
  await expect(documents.getByRole("heading", { name: "Your medical practitioner's letter (to do)" })).toBeVisible();
  await documents.getByLabel("I have it, dated").fill("2024-03-15");
  await documents.getByRole("button", { name: "Save" }).click();
  await expect(documents.getByText("You have it, dated March 15, 2024.")).toBeVisible();
  await page.reload();
  await expect(documents.getByRole("heading", { name: "Your medical practitioner's letter (done)" })).toBeVisible();
  await expect(documents.getByRole("heading", { name: `Your ${year} summary of price differences (done)` })).toBeVisible();

  // Tax Summary is one click from here and from the navigation.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Estimate your credit with your income on the Tax Summary" }).click();
  await expect(page).toHaveURL("/tax-summary");

  // With a net income saved in Settings the dashboard shows the estimate at it: 3% of $200 is $6.00.
  await page.goto("/settings");
  await page.getByLabel("Your net income for the year, optional ($)").fill("200");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expectToast(page, "Settings saved");
  await page.goto("/dashboard");
  const credit = Math.round((Math.max(0, eligible - 600) * rules.federalRateBp) / 10_000);
  await expect(page.getByTestId("credit-estimate")).toHaveText(cad(credit / 100));
  await expect(page.getByText(`At your net income of $200.00, your expenses count above $6.00`)).toBeVisible();
  await shot(page, "dashboard-estimate-1280", { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId("credit-estimate").scrollIntoViewIfNeeded();
  await shot(page, "dashboard-estimate-390");

  // A real income gives $0 for these small expenses, and the card says so rather than a figure that cannot happen.
  await page.goto("/settings");
  await page.getByLabel("Your net income for the year, optional ($)").fill("52000");
  await page.getByRole("button", { name: "Save" }).first().click();
  await expectToast(page, "Settings saved");
  await page.goto("/dashboard");
  await expect(page.getByTestId("credit-estimate")).toHaveText("$0.00");
});

test("a reload during review resumes the receipt; discarding it gives the month's slot back", async ({ page }) => {
  await signUp(page);
  const read = await reviewReceiptRows(page, "e2e-1-clean.png");
  const unselected = lineSaved(page, "selection");
  await page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" }).uncheck();
  await unselected;

  await page.reload();
  await expect(page.getByRole("heading", { name: "Items on your receipt" })).toBeVisible();
  // The change made before the reload was saved on the server, so it is still there.
  await expect(page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "BOBS RED MILL GF FLOUR" })).toBeChecked();

  // Leaving the page loses nothing either: the receipt waits on the upload page and the dashboard.
  await page.goto("/upload-receipt");
  await expect(page.getByRole("heading", { name: "Waiting for review" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByTestId("receipts-this-month")).toHaveText("1 of 5");
  await page.getByRole("link", { name: /^Review the receipt from Loblaws/ }).click();
  await expect(page).toHaveURL(`/receipt-review/${read.id}`);
  await expect(page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" })).not.toBeChecked();

  await page.goto("/dashboard");
  const discard = page.getByRole("button", { name: /^Discard the receipt from Loblaws/ });
  await discard.click();
  const dialog = page.getByRole("alertdialog", { name: "Discard this receipt?" });
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(discard).toBeFocused();
  await discard.click();
  await dialog.getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("No receipts are waiting.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Waiting for review" })).toBeFocused();
  await expect(page.getByTestId("receipts-this-month")).toHaveText("0 of 5");
  expect((await page.request.get(`/api/receipts/${read.id}`)).status()).toBe(404);
});

test("saving a receipt that looks like a saved one needs an explicit Save anyway, with the earlier receipt shown", async ({ page }) => {
  test.setTimeout(120_000);
  // The very same photo twice: the first read through the API, the second through the upload page.
  const { lines } = await signUpWithReceipts(page, ["e2e-1-clean.png"], "photo");
  const read = await uploadReceipt(page, LOBLAWS);
  await expect(page.getByText("Possible duplicate receipt")).toBeVisible();
  await page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" }).uncheck();
  await page.getByRole("checkbox", { name: "BOBS RED MILL GF FLOUR" }).uncheck();
  await page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" }).check();
  const product = read.items.find((i) => i.productName === "BARILLA GF SPAGHETTI")!.closestProducts.find((p) => p.perPack !== null)!;
  // The app proposes one; the user prefers a listed product.
  await page.getByRole("button", { name: "Change the comparable price of BARILLA GF SPAGHETTI" }).filter({ visible: true }).click();
  const choices = page.getByRole("group", { name: "Comparable price choices for BARILLA GF SPAGHETTI" });
  const chosen = lineSaved(page, "comparable");
  await choices.getByRole("button", { name: new RegExp(`^${product.productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first().click();
  await chosen;

  const save = page.getByRole("button", { name: "Save to My Records" });
  await save.click();
  const dialog = page.getByRole("alertdialog", { name: "Save a possible duplicate?" });
  await expect(dialog).toContainText("You already saved a receipt from the very same photo.");
  await expect(dialog).toContainText("Loblaws");
  await expect(dialog.getByRole("link", { name: "View the earlier receipt" })).toHaveAttribute("href", /\/receipt-review\//);
  await dialog.getByRole("button", { name: "Don't save" }).click();
  await expect(dialog).toBeHidden();
  await expect(save).toBeFocused();
  expect(await savedLines(page)).toHaveLength(lines.length);

  await save.click();
  await dialog.getByRole("button", { name: "Save anyway" }).click();
  await expectToast(page, "Receipt Saved");
  await expect(page).toHaveURL("/reports");
  expect(await savedLines(page)).toHaveLength(lines.length + 1);
});

test("keyboard only: choose the photo, read it, fix a line, save", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.goto("/upload-receipt");
  await expect(page.getByRole("heading", { name: "Upload Your Grocery Receipt" })).toBeVisible();

  /** Presses Tab until a focused control (of that tag, if given) has a matching name, as a keyboard user would. */
  const tabTo = async (name: RegExp, tag?: "BUTTON" | "INPUT", limit = 160) => {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press("Tab");
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        if (!el) return { tag: "", text: "" };
        const byIds = el.getAttribute("aria-labelledby")?.split(" ").map((id) => document.getElementById(id)?.innerText ?? "").join(" ");
        return { tag: el.tagName, text: el.getAttribute("aria-label") ?? byIds ?? el.labels?.[0]?.innerText ?? el.innerText ?? "" };
      });
      if ((!tag || label.tag === tag) && name.test(label.text.trim())) return;
    }
    throw new Error(`No control named ${name} within ${limit} tabs`);
  };

  await tabTo(/^Choose Image$/);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Enter");
  await (await chooser).setFiles(LOBLAWS);
  await tabTo(/^Process Image$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/receipt-review\//, { timeout: PHOTO_READ_CEILING_MS });
  await expect(page.getByRole("heading", { name: "Items on your receipt" })).toBeVisible();

  await tabTo(/^BARILLA GF SPAGHETTI$/);
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "BARILLA GF SPAGHETTI" })).not.toBeChecked();
  // The flour's comparable is the app's proposal; its Change button takes focus to the line's choices.
  await tabTo(/^Change\s+the comparable price of BOBS RED MILL GF FLOUR$/, "BUTTON");
  await page.keyboard.press("Enter");
  const choices = page.getByRole("group", { name: "Comparable price choices for BOBS RED MILL GF FLOUR" });
  await expect(choices.getByRole("button").first()).toBeFocused();
  // The first choice is the app's proposal, already the line's; the next one replaces it.
  await page.keyboard.press("Tab");
  const chosen = lineSaved(page, "comparable");
  await page.keyboard.press("Enter");
  await chosen;
  await tabTo(/^Save to My Records$/);
  await page.keyboard.press("Enter");
  await expectToast(page, "Receipt Saved");
  await expect(page).toHaveURL("/reports");
  expect(await savedLines(page)).toHaveLength(1);
});

test("a server fault on the dashboard, the review page or a resumed upload is said in plain words, and Retry asks again", async ({ page }) => {
  await signUp(page);
  // Three faults in a row: the first answer and the query's two retries.
  await page.route("**/api/receipts?status=confirmed*", (route) => route.fulfill({ status: 500, body: "" }), { times: 3 });
  await page.goto("/dashboard");
  const recent = page.getByRole("region", { name: "Last saved receipts" });
  await expect(recent.getByText("Your saved receipts could not be loaded.")).toBeVisible({ timeout: 15_000 });
  await expect(recent).not.toContainText("500");
  await recent.getByRole("button", { name: "Retry" }).click();
  await expect(recent.getByText("No receipts saved yet.")).toBeVisible();

  // The same on the review page, and on the upload page resuming a receipt: a fault offers Retry, nothing is lost.
  const read = await page.request.post("/api/receipts", { data: receiptRowsUpload("e2e-3-clean.png") });
  const { id } = (await read.json()) as { id: string };
  for (const path of [`/receipt-review/${id}`, `/upload-receipt?receipt=${id}`]) {
    await page.route(`**/api/receipts/${id}`, (route) => route.fulfill({ status: 500, body: "" }), { times: 3 });
    await page.goto(path);
    const retry = page.getByRole("button", { name: "Retry" });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("500")).toHaveCount(0);
    await retry.click();
    await expect(page.getByText("Sobeys").first()).toBeVisible();
  }
});
