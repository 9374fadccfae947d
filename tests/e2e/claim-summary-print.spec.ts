import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { signUpWithReceipts } from "./support/report-data";
import { shot } from "./support/shots";

const RECEIPT = "e2e-1-clean.png";

/** Waits out the print page's loading states, which take longer when the machine is busy. */
async function openPrint(page: Page, query: string) {
  await page.goto(`/tax-summary/print?${query}`);
  await expect(page.getByRole("heading", { name: "Gluten-free incremental cost: claim summary" })).toBeVisible({ timeout: 20_000 });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const width of [1280, 390]) {
  test(`at ${width} px the printed summary carries the claimant's name, fits the screen and keeps the year asked for`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { lines } = await signUpWithReceipts(page, [RECEIPT]);
    const year = lines[0]!.purchaseDate.slice(0, 4);

    // Asked once, on the page itself; the paper has a line to write it on until then.
    await openPrint(page, `year=${year}`);
    await expect(page.getByTestId("claimant-name")).toHaveText("Not given");
    const name = page.getByLabel("Claimant's name, as on the tax return");
    await shot(page, `print-ask-name-${width}`);
    await name.fill("  Marie   Tremblay-Côté ");
    await page.getByRole("button", { name: "Add to the summary" }).click();
    await expect(page.getByTestId("claimant-name")).toHaveText("Marie Tremblay-Côté");
    await expect(name).toBeHidden();
    await shot(page, `print-with-name-${width}`, { fullPage: true });

    // Kept in the settings: a reload shows it, and the settings page offers it to change.
    await page.reload();
    await expect(page.getByTestId("claimant-name")).toHaveText("Marie Tremblay-Côté", { timeout: 20_000 });
    await expect(page.getByTestId("claim-product-row").first()).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    if (width === 390) {
      // Stacked: every cell is inside the screen, none of it behind a sideways scroll.
      const widest = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll("[data-stacks-on-phone] td, [data-stacks-on-phone] th")].map((c) => c.getBoundingClientRect().right)),
      );
      expect(widest).toBeLessThanOrEqual(390);
    }

    // Each product's source once: a product with one source does not repeat it on its purchases.
    const product = page.getByTestId("claim-product-row").first();
    const source = (await product.locator("td").nth(3).locator("span").last().textContent())!;
    expect(source.length).toBeGreaterThan(0);
    await expect(page.getByText(source, { exact: true })).toHaveCount(1);

    // A year with no purchases is still the year asked for.
    await openPrint(page, "year=2023");
    await expect(page.getByRole("heading", { name: "Gluten-free incremental cost: claim summary" }).locator("..")).toContainText("2023");
    await expect(page.getByText("January 1, 2023 to December 31, 2023")).toBeVisible();
    await expect(page.getByText("No gluten-free purchases recorded for this period.")).toBeVisible();
    await expect(page.getByTestId("claimant-name")).toHaveText("Marie Tremblay-Côté");
    await expect(page.getByRole("link", { name: "Back to Tax Summary" })).toHaveAttribute("href", /year=2023/);
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
    await shot(page, `print-2023-${width}`, { fullPage: true });

    await page.goto("/settings");
    await expect(page.getByLabel("Claimant's name, as on the tax return")).toHaveValue("Marie Tremblay-Côté", { timeout: 20_000 });
    await shot(page, `settings-name-${width}`, { fullPage: true });
  });
}
