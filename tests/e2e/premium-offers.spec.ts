import type { Page } from "@playwright/test";
import { expect as baseExpect, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { SALES_URL } from "./support/sales-server";

// Lazy page chunks can take a while on a loaded machine; allow for it rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });

const PRICE_QUESTION = "How much does CeliacClaim cost?";

/** Each page with the text that shows once its plan-dependent parts have loaded. */
const SIGNED_IN_PAGES = [
  { path: "/", ready: (page: Page) => page.locator("#pricing").getByRole("link", { name: "Start Using Free Plan" }) },
  { path: "/dashboard", ready: (page: Page) => page.getByText("Free plan", { exact: true }) },
  { path: "/reports", ready: (page: Page) => page.getByText(/No receipts found for/) },
  { path: "/my-subscription", ready: (page: Page) => page.getByText(/receipts used this month/) },
  { path: "/upload-receipt", ready: (page: Page) => page.getByText(/Free plan: 0 of \d+ receipts used this month/) },
];

/** What the page offers to buy: Premium or an upgrade in its words, and the links to buy it. */
async function offers(page: Page) {
  const text = await page.locator("body").innerText();
  const links = await page
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? "").filter((h) => /^\/subscription|redirect=\/my-subscription/.test(h)));
  return { words: text.match(/Premium|Upgrade/g) ?? [], links };
}

async function signUp(page: Page, base = "") {
  const res = await page.request.post(`${base}/api/register`, { data: { email: uniqueEmail("offers"), password: PASSWORD } });
  expect(res.status()).toBe(201);
}

test.describe("on a server without Stripe keys, nothing offers Premium", () => {
  test("signed out: the landing page shows one Free plan with every feature", async ({ page }) => {
    await page.goto("/#pricing");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { name: "Free" })).toBeVisible();
    await expect(pricing.getByText("Free for every account, with every feature.")).toBeVisible();
    await expect(pricing.getByText("5 receipts per month")).toBeVisible();
    await expect(pricing.getByText("Detailed reports and CSV exports")).toBeVisible();
    await expect(pricing.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/sign-up");
    await expect(page.locator("#faq").getByRole("button")).toHaveCount(4);
    await expect(page.getByRole("button", { name: PRICE_QUESTION })).toHaveCount(0);
    expect(await offers(page)).toEqual({ words: [], links: [] });

    // How It Works says what this server gives, and prices nothing (its help, read by the chat, too).
    await page.goto("/how-it-works");
    await expect(page.getByText("Every account includes 5 receipts a month and every feature")).toBeVisible();
    expect(await offers(page)).toEqual({ words: [], links: [] });
  });

  test("signed in on Free: landing, dashboard, reports, My Subscription and upload", async ({ page }) => {
    await signUp(page);
    for (const { path, ready } of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      expect(await offers(page), path).toEqual({ words: [], links: [] });
    }
    // My Subscription says what the plan gives, with this month's receipts.
    await page.goto("/my-subscription");
    await expect(page.getByText("Every feature is open to every account on this server.")).toBeVisible();
    await expect(page.getByText("Detailed reports and CSV exports")).toBeVisible();
    await expect(page.getByText("0 of 5 receipts used this month (5 left).")).toBeVisible();
    // The older subscription page has nothing to sell here, so it is My Subscription.
    await page.goto("/subscription");
    await expect(page).toHaveURL(/\/my-subscription$/);
    await expect(page.getByText("0 of 5 receipts used this month (5 left).")).toBeVisible();
  });
});

test.describe("on a server that sells Premium, the offers are there", () => {
  test("signed out: Free beside Premium, and Start with Premium", async ({ page }) => {
    await page.goto(`${SALES_URL}/#pricing`);
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { name: "Premium" })).toBeVisible();
    await expect(pricing.getByRole("link", { name: "Start with Premium" })).toHaveAttribute("href", "/sign-up?redirect=/my-subscription");
    expect((await offers(page)).links).toEqual(["/sign-up?redirect=/my-subscription"]);
    await page.getByRole("button", { name: PRICE_QUESTION }).click();
    await expect(page.getByText(/Premium costs \$12 a year/)).toBeVisible();
    await page.goto(`${SALES_URL}/how-it-works`);
    await expect(page.getByText("Premium is $12 a year for unlimited receipts.")).toBeVisible();
  });

  test("signed in on Free: every page offers Premium", async ({ page }) => {
    await signUp(page, SALES_URL);
    const expected: Record<string, { link: string; href: string }> = {
      "/": { link: "Upgrade Now", href: "/my-subscription" },
      "/dashboard": { link: "Go unlimited with Premium", href: "/subscription" },
      "/reports": { link: "Upgrade", href: "/my-subscription" },
      "/upload-receipt": { link: "Go unlimited with Premium", href: "/subscription" },
    };
    for (const { path, ready } of SIGNED_IN_PAGES.filter((p) => p.path !== "/my-subscription")) {
      await page.goto(`${SALES_URL}${path}`);
      await expect(ready(page)).toBeVisible();
      const offer = expected[path]!;
      await expect(page.getByRole("link", { name: offer.link, exact: true })).toHaveAttribute("href", offer.href);
    }
    await page.goto(`${SALES_URL}/my-subscription`);
    await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Premium" })).toBeVisible();
  });
});
