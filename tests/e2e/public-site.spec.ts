import type { Page } from "@playwright/test";
import { expect as baseExpect, PASSWORD, test } from "./support/fixtures";

// Lazy page chunks can take a while on a loaded machine; allow for it rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
import { uniqueEmail } from "./support/outbox";
import { SALES_URL } from "./support/sales-server";

const ARTICLE = "travel-and-shipping-expenses-celiac-disease";
const ARTICLE_TITLE = "Travel and Shipping Costs with Celiac Disease: What You Can and Can't Claim";

const pricing = (page: Page) => page.locator("#pricing");

async function signUp(page: Page, base = "") {
  const email = uniqueEmail("landing");
  expect((await page.request.post(`${base}/api/register`, { data: { email, password: PASSWORD } })).status()).toBe(201);
}

// Premium is offered only by a server that sells it: the sales server's landing page (premium-offers.spec.ts checks
// that the main server, without Stripe keys, offers nothing).
test.describe("landing pricing where Premium is sold", () => {
  test("signed out: Sign Up Free and Start with Premium open Register", async ({ page }) => {
    await page.goto(`${SALES_URL}/`);
    await expect(page).toHaveTitle("Track Gluten-Free Expenses for Tax Returns");
    await expect(page.getByText("Receipt Processed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Start Free", exact: true }).first()).toBeVisible();
    await expect(pricing(page).getByRole("link", { name: "Sign Up Free" })).toHaveAttribute("href", "/sign-up");
    await expect(pricing(page).getByRole("link", { name: "Start with Premium" })).toHaveAttribute(
      "href",
      "/sign-up?redirect=/my-subscription",
    );
    await expect(page.getByRole("heading", { name: "Keep these three documents for the CRA" })).toBeVisible();
    await pricing(page).getByRole("link", { name: "Start with Premium" }).click();
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  });

  test("signed in on Free: Start Using Free Plan and Upgrade Now", async ({ page }) => {
    await signUp(page, SALES_URL);
    await page.goto(`${SALES_URL}/`);
    await expect(page.getByRole("link", { name: "Upload Receipt" }).last()).toBeVisible();
    await expect(pricing(page).getByRole("link", { name: "Start Using Free Plan" })).toHaveAttribute("href", "/upload-receipt");
    await expect(pricing(page).getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/my-subscription");
  });

  test("premium: Upgraded to Premium, Your Active Plan and Manage Subscription", async ({ page }) => {
    await signUp(page, SALES_URL);
    await page.route("**/api/subscription-status", (route) =>
      route.fulfill({
        json: { isPremium: true, subscription: { status: "active", currentPeriodEnd: "2026-12-31T00:00:00Z" } },
      }),
    );
    await page.goto(`${SALES_URL}/#pricing`);
    await expect(pricing(page).getByRole("button", { name: "Upgraded to Premium" })).toBeDisabled();
    await expect(pricing(page).getByRole("button", { name: "Your Active Plan" })).toBeDisabled();
    await expect(pricing(page).getByRole("link", { name: "Manage Subscription" })).toHaveAttribute("href", "/my-subscription");
  });

  test("while the plan loads: Checking plan status...", async ({ page }) => {
    await signUp(page, SALES_URL);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/subscription-status", async (route) => {
      await held;
      await route.fulfill({ json: { isPremium: false, subscription: null } });
    });
    await page.goto(`${SALES_URL}/#pricing`);
    await expect(pricing(page).getByRole("button", { name: "Checking plan status..." })).toHaveCount(2);
    release();
    await expect(pricing(page).getByRole("link", { name: "Start Using Free Plan" })).toBeVisible();
  });
});

test("a failed plan check stops loading and says so", async ({ page }) => {
  await signUp(page);
  await page.route("**/api/subscription-status", (route) => route.fulfill({ status: 503, json: { message: "down" } }));
  await page.goto("/#pricing");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Couldn't verify subscription");
  await expect(pricing(page).getByRole("link", { name: "Start Using Free Plan" })).toBeVisible();
});

test("a visitor's pages log no error and no failed request", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const [path, ready] of [
    ["/", "Frequently Asked Questions"],
    ["/how-it-works", "The technology behind it"],
    ["/blog", "Eating Out with Celiac Disease"],
    ["/auth", "Log in"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: false }).first()).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test("the FAQ opens one answer at a time, and a second click closes it", async ({ page }) => {
  await page.goto("/#faq");
  const faq = page.locator("#faq");
  await expect(faq).toBeInViewport();
  const first = faq.getByRole("button", { name: "Who can claim gluten-free food as a medical expense?" });
  const second = faq.getByRole("button", { name: "What documents do I need to keep?" });
  // Five questions; the price question is left out where Premium is not sold (premium-offers.spec.ts).
  await expect(faq.getByRole("button")).toHaveCount(4);

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(faq.getByText("certified in writing by a medical practitioner")).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByText("certified in writing by a medical practitioner")).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
});

test("footer anchors scroll to their landing sections, also from another page", async ({ page }) => {
  await page.goto("/blog");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/#faq");
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeInViewport();
  await footer.getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/#features");
  await expect(page.getByRole("heading", { name: "Features", exact: true })).toBeInViewport();
  await page.goto("/terms");
  await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
  await expect(page.getByRole("heading", { name: "Pricing", exact: true })).toBeInViewport();
});

test("How It Works, Terms and Privacy show their content", async ({ page }) => {
  await page.goto("/how-it-works");
  await expect(page).toHaveTitle("How It Works | CeliacClaim");
  await expect(page.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/sign-up");
  await expect(page.getByRole("link", { name: "Upload Your First Receipt" })).toHaveAttribute("href", "/upload-receipt");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /upload, check each line, and download/);

  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText("Last updated: November 23, 2026")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(13);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/privacy-policy");
  const today = new Intl.DateTimeFormat("en-CA", { month: "long", day: "numeric", year: "numeric" }).format(new Date());
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await expect(page.getByText("We answer within 30 days.")).toBeVisible();
  await expect(page.getByText("we keep your tax data for at least 7 years")).toBeVisible();
});

test.describe("blog", () => {
  test("lists the six posts after skeletons, each with Read Article", async ({ page }) => {
    // Hold the posts chunk so the skeletons are seen for sure, whatever the machine's speed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/blog-posts-*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/blog");
    await expect(page).toHaveTitle("CeliacClaim Blog");
    await expect(page.getByTestId("blog-skeleton")).toHaveCount(6);
    release();
    await expect(page.getByRole("link", { name: /^Read Article/ })).toHaveCount(6);
    await expect(page.getByTestId("blog-skeleton")).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
  });

  test("an article renders its body, sources and related articles; a javascript: link is neutralised", async ({ page }) => {
    // Plant a javascript: link in the bundled markdown, as a careless edit could: the renderer must drop it.
    await page.route("**/assets/blog-posts-*.js", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll("](/reports)", "](javascript:alert(document.domain))");
      await route.fulfill({ response, body });
    });
    // The page's clock runs only when told, so the article's skeleton (shown for the product spec's 700 ms) is seen for
    // sure, whatever the machine's load.
    await page.clock.install();
    await page.goto("/blog");
    await page.clock.runFor(1_000);
    await page.getByRole("link", { name: `Read Article: ${ARTICLE_TITLE}` }).click();
    await expect(page).toHaveURL(`/blog/${ARTICLE}`);
    await expect(page.getByTestId("article-skeleton")).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByRole("heading", { level: 1, name: ARTICLE_TITLE })).toBeVisible();
    await expect(page).toHaveTitle(`${ARTICLE_TITLE} | CeliacClaim Blog`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Driving an hour to a gluten-free bakery/);
    await expect(page.getByText("October 6, 2025")).toBeVisible();

    const body = page.locator("article");
    await expect(body.getByText("Reports", { exact: true })).toBeVisible();
    await expect(body.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expect(body.getByRole("link", { name: "Reports", exact: true })).toHaveCount(0);
    const external = body.getByRole("link", { name: "meal and vehicle rates page" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", /noopener/);

    await expect(page.getByRole("heading", { name: "Sources and References" })).toBeVisible();
    await expect(page.getByRole("link", { name: /RC4065 Medical Expenses \(travel expenses\) \(2025\)/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.canada\.ca\//,
    );

    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related Articles" }) });
    const relatedLinks = related.getByRole("link");
    const count = await relatedLinks.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await expect(related.getByText(/\.\.\.$/).first()).toBeVisible();
    await relatedLinks.first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page).not.toHaveURL(`/blog/${ARTICLE}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown slug says the post was not found", async ({ page }) => {
    await page.goto("/blog/no-such-post");
    await expect(page.getByText("Blog post not found")).toBeVisible();
    await expect(page).toHaveTitle("Blog Post | CeliacClaim");
  });
});
