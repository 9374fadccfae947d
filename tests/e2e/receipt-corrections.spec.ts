import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { expectNoAxeViolations } from "./support/axe";
import { expect, lineSaved, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { savedLines, signUpWithReceipts } from "./support/report-data";
import { reviewReceiptRows } from "./support/upload-receipt";
import { shot } from "./support/shots";

// Issue 23, point 2: everything read is correctable, on the review screens and, once saved, in Reports.
const MISSED = "GF CRACKERS 200G";

// The one review page: its table at a desktop width, its cards at a phone's.
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("fixes a misread date, a misread line and a missed line on the review page and saves the fixes", async ({ page }) => {
      const registered = await page.request.post("/api/register", { data: { email: uniqueEmail(`fix-${viewport.width}`), password: PASSWORD } });
      expect(registered.status()).toBe(201);
      const read = await reviewReceiptRows(page, "e2e-1-clean.png");
      // Every line whose name says GF is pre-selected on the review.
      const signed = read.items.filter((i) => /\bGF\b/.test(i.productName));
      expect(signed.length).toBeGreaterThan(0);
      for (const item of signed) await expect(page.getByRole("checkbox", { name: item.productName })).toBeChecked();

      // The date: read as 2025-02-20, bought on 2024-12-30 (another tax year).
      await page.getByRole("button", { name: "Edit date and store" }).click();
      const facts = page.getByRole("dialog", { name: "Edit date and store" });
      const date = facts.getByLabel("Purchase date");
      await expect(date).toBeFocused();
      await expect(date).toHaveValue(read.purchaseDate!);
      await date.fill("2099-01-01");
      await facts.getByRole("button", { name: "Save date and store" }).click();
      await expect(facts).toContainText("The purchase date cannot be in the future.");
      await date.fill("2024-12-30");
      await facts.getByLabel("Store").fill("Loblaws Fort St");
      await shot(page, `edit-date-and-store-${page.viewportSize()?.width}`);
      await facts.getByRole("button", { name: "Save date and store" }).click();
      await expect(facts).toBeHidden();
      await expect(page.getByText("December 30, 2024").first()).toBeVisible();
      await expect(page.getByText("Loblaws Fort St").first()).toBeVisible();

      // The misread line: asked first, then gone.
      await page.getByRole("button", { name: "Delete line AA BATTERIES 8PK" }).click();
      const ask = page.getByRole("alertdialog", { name: "Delete this line?" });
      await expect(ask).toContainText("AA BATTERIES 8PK");
      await shot(page, `delete-line-${page.viewportSize()?.width}`);
      await ask.getByRole("button", { name: "Delete line" }).click();
      await expect(page.getByRole("checkbox", { name: "AA BATTERIES 8PK" })).toHaveCount(0);

      // The missed line, from the keyboard: its name reads as a GF substitute, so it is selected.
      const addButton = page.getByRole("button", { name: "Add a missed line" });
      await addButton.focus();
      await page.keyboard.press("Enter");
      const add = page.getByRole("dialog", { name: "Add a missed line" });
      await expect(add.getByLabel("Product name")).toBeFocused();
      await page.keyboard.type(MISSED);
      await add.getByLabel("Price (CAD)").fill("4.49");
      await shot(page, `add-line-${page.viewportSize()?.width}`);
      const answer = page.waitForResponse((r) => r.url().endsWith(`/api/receipts/${read.id}/items`));
      await add.getByLabel("Price (CAD)").press("Enter");
      const added = (await (await answer).json()) as ReceiptView;
      await expect(page.getByRole("checkbox", { name: MISSED })).toBeChecked();
      await expectNoAxeViolations(page);

      // Every selected line needs a comparable before saving: the receipt's GF lines are left out, the added one gets
      // the first listed product it compares with.
      for (const name of ["BARILLA GF SPAGHETTI", "BOBS RED MILL GF FLOUR"]) {
        await page.getByRole("checkbox", { name }).uncheck();
        await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
      }
      const crackers = added.items.find((i) => i.productName === MISSED)!;
      if (crackers.needs === "comparable_price") {
        const product = crackers.closestProducts.find((p) => p.perPack !== null)!;
        const blockers = page.getByRole("status").filter({ hasText: "your attention before saving" });
        await blockers.getByRole("button", { name: MISSED }).click();
        const choices = page.getByRole("group", { name: `Comparable price choices for ${MISSED}` });
        const chosen = lineSaved(page, "comparable");
        await choices.getByRole("button", { name: new RegExp(`^${product.productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first().click();
        await chosen;
      }
      await shot(page, `corrected-${page.viewportSize()?.width}`);
      await page.getByRole("button", { name: "Save to My Records" }).click();
      await expect(page).toHaveURL("/reports", { timeout: 20_000 });

      const lines = (await savedLines(page)).filter((l) => l.receiptId === read.id);
      expect(lines.map((l) => l.customProductName)).toEqual([MISSED]);
      expect(lines[0]).toMatchObject({ purchaseDate: "2024-12-30", storeLocation: "Loblaws Fort St" });
    });

    test("files a saved line under another category and moves it to another tax year by changing its date in Reports", async ({ page }) => {
      const { lines } = await signUpWithReceipts(page, ["e2e-1-clean.png"]);
      const line = lines[0]!;
      const from = line.purchaseDate.slice(0, 4);
      await page.goto("/reports");
      await expect(page.getByLabel("Tax year")).toHaveValue(from, { timeout: 20_000 });

      // Filed under another category first: its prices stay as saved.
      await page.getByRole("button", { name: `Edit category for ${line.customProductName}` }).click();
      const filing = page.getByRole("dialog", { name: "Edit Category" });
      await filing.getByLabel("Category").selectOption("Buns & Bagels");
      await filing.getByRole("button", { name: "Save" }).click();
      await expect(filing).toBeHidden();
      await expect(page.getByRole("button", { name: `Edit category for ${line.customProductName}` })).toHaveText("Buns & Bagels");
      expect((await savedLines(page)).find((l) => l.id === line.id)).toMatchObject({ category: "Buns & Bagels", priceDifference: line.priceDifference });

      await page.getByRole("button", { name: `Edit date for ${line.customProductName}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Purchase Date" });
      const input = dialog.getByLabel("Purchase date");
      await input.fill("2021-06-01");
      await input.press("Enter");
      await expect(dialog.getByRole("alert")).toContainText("on or after 2022-01-01");
      await input.fill("2024-11-02");
      await shot(page, `report-date-${page.viewportSize()?.width}`);
      await input.press("Enter");

      const moved = page.getByRole("status").filter({ hasText: "Moved to 2024" });
      await expect(moved).toContainText(`“${line.customProductName}” now counts in the 2024 tax year`);
      await expect(page.getByRole("button", { name: `Edit date for ${line.customProductName}` })).toHaveCount(0);
      await shot(page, `report-moved-${page.viewportSize()?.width}`);
      await moved.getByRole("button", { name: "Show 2024" }).click();
      await expect(page.getByLabel("Tax year")).toHaveValue("2024");
      await expect(page.getByRole("button", { name: `Edit date for ${line.customProductName}` })).toBeVisible();
      await expect(page.getByText("November 2, 2024").first()).toBeVisible();
      expect((await savedLines(page)).find((l) => l.id === line.id)?.purchaseDate).toBe("2024-11-02");
    });
  });
}
