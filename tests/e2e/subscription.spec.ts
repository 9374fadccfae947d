import { readFileSync } from "node:fs";
import { expectNoAxeViolations } from "./support/axe";
import type { Page } from "@playwright/test";
import { expect, expectToast, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { receiptRowsUpload } from "./support/receipt-rows";
import { signUpWithReceipts } from "./support/report-data";
import { SALES_URL, STRIPE_CONTROL_URL } from "./support/sales-server";
import { shot } from "./support/shots";

const STRIPE_STAND_IN = readFileSync("tests/e2e/support/stripe-stand-in.js", "utf8");

test.describe("on a server without Stripe keys", () => {
  test("My Subscription shows the month's Free receipts and what the plan gives, and nothing to buy", async ({ page }) => {
    await signUpWithReceipts(page, ["e2e-2-clean.png"]);
    await page.goto("/my-subscription");
    await expect(page.getByText("1 of 5 receipts used this month (4 left).")).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Receipts used this month" })).toHaveAttribute("aria-valuenow", "1");
    await expect(page.getByText("Detailed reports and CSV exports")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Premium");
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);

    await page.goto("/subscription");
    await expect(page).toHaveURL(/\/my-subscription$/);
    await expect(page.getByText("1 of 5 receipts used this month (4 left).")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("Premium");
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
    await expect(page.getByText("0 of 5 receipts used this month (5 left).")).toBeVisible();
  });
});

// The sales server sells Premium through the fake Stripe; one journey at a time, so "the newest subscription of this
// email" at the fake is the one the journey made.
test.describe("on a server that sells Premium", () => {
  test.describe.configure({ mode: "serial" });

  async function signUpForSale(page: Page, label: string): Promise<string> {
    const email = uniqueEmail(label);
    const res = await page.request.post(`${SALES_URL}/api/register`, { data: { email, password: PASSWORD } });
    expect(res.status()).toBe(201);
    // Stripe.js cannot be downloaded here: the page gets the local stand-in at Stripe's address instead.
    await page.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "application/javascript", body: STRIPE_STAND_IN }));
    return email;
  }
  /** What happened at Stripe, said by the fake, which then delivers the signed webhooks to the sales server. */
  async function atStripe(page: Page, control: "pay" | "end-period", email: string) {
    const res = await page.request.post(`${STRIPE_CONTROL_URL}/${control}?email=${encodeURIComponent(email)}`);
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).webhookStatuses.every((s: number) => s === 200)).toBe(true);
  }
  const upload = (page: Page) => page.request.post(`${SALES_URL}/api/receipts`, { data: receiptRowsUpload("e2e-3-clean.png") });
  const planStatus = async (page: Page) => (await page.request.get(`${SALES_URL}/api/subscription-status`)).json();

  async function upgrade(page: Page, email: string) {
    await page.goto(`${SALES_URL}/my-subscription`);
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Upgrade to Premium" }).click();
    await expect(page.getByTestId("payment-element-stand-in")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL(`${SALES_URL}/my-subscription?success=true`);
    await expect(page.getByText("Subscription Successful")).toBeVisible();
    await atStripe(page, "pay", email);
    await expect(page.getByText("Thank you! Your subscription is active")).toBeVisible({ timeout: 10_000 });
  }

  test("at the Free limit the upload page says so before a photo is chosen and offers Premium", async ({ page }) => {
    await signUpForSale(page, "limit");
    expect((await upload(page)).status()).toBe(201);
    await page.goto(`${SALES_URL}/upload-receipt`);
    const limit = page.getByRole("region", { name: "You have used this month's 1 Free receipts" });
    await expect(limit).toBeVisible();
    await expect(page.getByLabel("Receipt image", { exact: true })).toHaveCount(0);
    await expect(limit.getByRole("button", { name: /^Discard / })).toHaveCount(1);
    await expect(limit.getByRole("link", { name: "Go unlimited with Premium" })).toBeVisible();
    await shot(page, "limit-with-payments-1280", { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(limit).toBeInViewport();
    await shot(page, "limit-with-payments-390", { fullPage: true });
    await limit.getByRole("link", { name: "Go unlimited with Premium" }).click();
    await expect(page).toHaveURL(`${SALES_URL}/subscription`);
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
  });

  test("upgrade, pay, and the receipt over the Free limit is accepted; CSV export opens", async ({ page }) => {
    test.setTimeout(120_000);
    const email = await signUpForSale(page, "upgrade");
    expect((await upload(page)).status()).toBe(201);
    const refused = await upload(page);
    expect(refused.status()).toBe(402);

    await page.goto(`${SALES_URL}/reports`);
    await expect(page.getByText("CSV export is part of Premium")).toBeVisible();

    await upgrade(page, email);
    expect(await planStatus(page)).toMatchObject({ isPremium: true, receiptsPerMonth: null });
    expect((await upload(page)).status()).toBe(201);
    await page.goto(`${SALES_URL}/reports`);
    await expect(page.getByRole("button", { name: "Download CSV" })).toBeVisible();
    await expect(page.getByText("CSV export is part of Premium")).toHaveCount(0);
    await page.goto(`${SALES_URL}/my-subscription`);
    await expect(page.getByText("Premium Plan")).toBeVisible();
    await expect(page.getByText("Renews on")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${SALES_URL}/`);
    await expect(page.getByText("Your Active Plan")).toBeVisible();
    await expect(page.getByRole("link", { name: "Manage Subscription" })).toHaveAttribute("href", "/my-subscription");
    await expect(page.getByText("Upgraded to Premium")).toBeVisible();
    await page.goto(`${SALES_URL}/my-subscription`);
    const renews = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toLocaleDateString("en-CA", { year: "numeric", month: "long", day: "numeric" });
    await expect(page.getByText(renews)).toBeVisible();
  });

  test("cancel keeps Premium until the period ends, then the plan is Free", async ({ page }) => {
    const email = await signUpForSale(page, "cancel");
    await upgrade(page, email);
    await page.goto(`${SALES_URL}/my-subscription`);
    const trigger = page.getByRole("button", { name: "Cancel Subscription" });
    await trigger.click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel Subscription" });
    await expect(dialog).toContainText(
      "Are you sure you want to cancel your subscription? You'll lose access to unlimited receipts at the end of your billing period.",
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Yes, Cancel Subscription" }).click();
    await expectToast(page, "Subscription Cancelled");
    // Focus goes back where the person was, not to the top of the page (the trigger itself is gone).
    await expect(page.locator("body")).not.toBeFocused();
    await expect(page.getByText("It will not renew, and you will not be charged again.", { exact: false })).toBeVisible();
    expect(await planStatus(page)).toMatchObject({ isPremium: true, subscription: { cancelAtPeriodEnd: true } });

    await atStripe(page, "end-period", email);
    expect(await planStatus(page)).toMatchObject({ isPremium: false, subscription: { status: "canceled" } });
    await page.reload();
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
  });

  test("within 30 days, cancel and refund ends Premium at once", async ({ page }) => {
    const email = await signUpForSale(page, "refund");
    await upgrade(page, email);
    await page.goto(`${SALES_URL}/my-subscription`);
    await page.getByRole("button", { name: "Cancel and refund" }).click();
    await page.getByRole("alertdialog", { name: "Cancel and refund" }).getByRole("button", { name: "Yes, Refund $12" }).click();
    await expectToast(page, "Refund Issued");
    expect(await planStatus(page)).toMatchObject({ isPremium: false, subscription: { status: "canceled" } });
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
  });

  test("a payment refused after the bank's check says so on return, and the plan stays Free", async ({ page }) => {
    await signUpForSale(page, "declined");
    await page.goto(`${SALES_URL}/my-subscription?success=true&redirect_status=failed`);
    await expect(page.getByRole("alert")).toContainText("An error occurred during payment. Nothing was charged");
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
    expect(await planStatus(page)).toMatchObject({ isPremium: false });
  });

  // Replayed and out-of-order events are proven in tests/integration/payments.test.ts; here, a forgery in the browser's reach.
  test("a forged webhook is refused and changes nothing", async ({ page }) => {
    const email = await signUpForSale(page, "forged");
    await upgrade(page, email);
    const forged = JSON.stringify({ id: "evt_forged", object: "event", type: "customer.subscription.deleted", data: { object: {} } });
    const unsigned = await page.request.post(`${SALES_URL}/api/payments/webhook`, {
      headers: { "content-type": "application/json", "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
      data: forged,
    });
    expect(unsigned.status()).toBe(400);
    expect(await unsigned.json()).toEqual({ message: "The webhook signature is not valid.", code: "WEBHOOK_SIGNATURE_INVALID" });
    expect(await planStatus(page)).toMatchObject({ isPremium: true, subscription: { status: "active" } });
  });
});
