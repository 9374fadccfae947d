import type { Locator, Page } from "@playwright/test";
import { expect, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { shot } from "./support/shots";

const PRIMARY_LINKS = ["Home", "Upload Receipt", "Reports", "Tax Summary", "How It Works", "Blog"];

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu drawer shows the links and Account, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Reports" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const name of PRIMARY_LINKS) await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(drawer.getByRole("heading", { name: "Account" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Start Free" })).toBeVisible();

    await drawer.getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL("/how-it-works");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a member's drawer offers My Subscription and Sign Out", async ({ page }) => {
    const email = uniqueEmail("drawer");
    // page.request shares the page's cookies, so this signs the page in.
    expect((await page.request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(drawer.getByRole("link", { name: "My Subscription" })).toBeVisible();
    await drawer.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/auth");
    await expect(drawer).toBeHidden();
  });
});

test("the privacy notice stays away once accepted", async ({ browser }) => {
  // A context without the fixture's pre-accepted notice.
  const page = await browser.newPage();
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Your privacy" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Accept" }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.close();
});

test("the footer carries the legal links, resources and compliance statements", async ({ page }) => {
  // The year is the clock's, not a year written into the page.
  await page.clock.setFixedTime(new Date("2031-03-01T12:00:00"));
  await page.goto("/");
  await expect(page).toHaveTitle("Track Gluten-Free Expenses for Tax Returns");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
  await expect(footer.getByRole("link", { name: /CRA: Eligible medical expenses/ })).toHaveAttribute(
    "href",
    /canada\.ca\/en\/revenue-agency\/.*lines-33099-33199-eligible-medical-expenses/,
  );
  await expect(footer.getByText("not affiliated with the Canada Revenue Agency")).toBeVisible();
  await expect(footer.getByText("© 2031 CeliacClaim")).toBeVisible();

  await footer.getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/#pricing");
  await expect(page.getByRole("heading", { name: "Pricing" })).toBeInViewport();
});

test("an unknown path shows the 404 page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

/** A toast covers neither the header, the page's heading nor the chat button. */
async function expectClearOf(page: Page, toast: Locator) {
  const box = (locator: Locator) => locator.boundingBox().then((b) => b ?? { x: 0, y: 0, width: 0, height: 0 });
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const shown = await box(toast);
  expect(overlaps(shown, await box(page.getByRole("banner")))).toBe(false);
  expect(overlaps(shown, await box(page.getByRole("button", { name: "Open chat assistant" })))).toBe(false);
  expect(overlaps(shown, await box(page.getByRole("heading", { level: 1 })))).toBe(false);
  expect(shown.height).toBeGreaterThan(0);
}
type Box = { x: number; y: number; width: number; height: number };

test("on a 390 px phone, a toast covers neither the header nor the chat button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/auth");
  await page.getByLabel("Email").fill(uniqueEmail("toast390"));
  await page.getByLabel("Password", { exact: true }).fill("Wrong1234");
  await page.getByRole("button", { name: "Log in" }).click();
  const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toast).toContainText("Invalid email or password");
  await expectClearOf(page, toast);
  await shot(page, "toast-390");
});

test("toasts come one at a time, F8 reaches them and a swipe right dismisses", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(uniqueEmail("toast"));
  await page.getByLabel("Password", { exact: true }).fill("Wrong1234");
  const notifications = page.getByRole("region", { name: /Notifications/ });
  const toast = notifications.getByRole("listitem");
  for (let i = 0; i < 2; i++) {
    // Both failures say the same thing, so the second is awaited by its response, not by its text.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/login"));
    await page.getByRole("button", { name: "Log in" }).click();
    await answered;
    await expect(notifications).toContainText("Invalid email or password");
  }
  await expect(toast).toHaveCount(1);
  await expectClearOf(page, toast);
  // The pointer resting on the toast pauses its timer (Radix), so a slow machine cannot let it expire mid-test.
  await toast.hover();

  await page.keyboard.press("F8");
  await expect(notifications.getByRole("list")).toBeFocused();

  const box = await toast.boundingBox();
  if (!box) throw new Error("toast has no box");
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 160, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(notifications.getByRole("listitem")).toHaveCount(0);
});
