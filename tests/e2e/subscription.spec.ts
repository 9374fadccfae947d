import { expect, test } from "./support/fixtures";
import { signUpWithReceipts } from "./support/report-data";

test("My Subscription shows the month's Free receipts and says Pro cannot be bought yet", async ({ page }) => {
  await signUpWithReceipts(page, ["e2e-2-clean.png"]);
  await page.goto("/my-subscription");
  await expect(page.getByRole("heading", { name: "Your plan: Free" })).toBeVisible();
  await expect(page.getByText("1 of 5 receipts used this month (4 left).")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Receipts used this month" })).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toBeDisabled();
  await expect(page.getByText("Online payment is not available yet.", { exact: false })).toBeVisible();

  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "My Subscription" })).toBeVisible();
});

test("My Subscription offers Retry when the plan cannot be checked", async ({ page }) => {
  await signUpWithReceipts(page, []);
  let failing = true;
  await page.route("**/api/subscription-status", (route) =>
    failing ? route.fulfill({ status: 500, json: { message: "down" } }) : route.fallback(),
  );
  await page.goto("/my-subscription");
  await expect(page.getByText("Your subscription status couldn't be verified. Please try again later.")).toBeVisible();
  failing = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "Your plan: Free" })).toBeVisible();
  await expect(page.getByText("0 of 5 receipts used this month (5 left).")).toBeVisible();
});
