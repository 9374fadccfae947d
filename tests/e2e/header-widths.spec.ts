import type { Page } from "@playwright/test";
import { expect, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { shot } from "./support/shots";

// Issue 25, point 4: the signed-in top bar keeps the brand's word mark beside its links in both languages on a
// laptop, on one line and inside the window; narrower, the links go in the drawer.
const WORDS = {
  "en-CA": { register: "Register", email: "Email", password: "Password", confirm: "Confirm password", create: "Create account" },
  "fr-CA": {
    register: "Inscription",
    email: "Courriel",
    password: "Mot de passe",
    confirm: "Confirmer le mot de passe",
    create: "Créer le compte",
  },
} as const;

/** The bar's measures: whether the word mark shows, how far its content reaches, and the tallest link (a wrapped one is taller). */
const barOf = (page: Page) =>
  page.getByRole("banner").evaluate((banner) => {
    const name = banner.querySelector<HTMLElement>("a[href='/'] span:not(.sr-only), a[href='/fr'] span:not(.sr-only)");
    const links = [...banner.querySelectorAll<HTMLElement>("nav a")];
    return {
      wordMark: name !== null && name.getBoundingClientRect().width > 0,
      overflow: banner.scrollWidth - banner.clientWidth,
      tallestLink: Math.max(0, ...links.map((link) => link.getBoundingClientRect().height)),
    };
  });

/** At each width: nothing past the window's edge, no link wrapped, the word mark at 1280 px; a screenshot of each. */
async function expectBarFits(page: Page, name: string) {
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const bar = await barOf(page);
    expect(bar.overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    expect(bar.tallestLink, `${name} at ${width} px`).toBeLessThan(40);
    if (width === 1280) expect(bar.wordMark, `${name} at ${width} px`).toBe(true);
    await shot(page, `header-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const locale of ["en-CA", "fr-CA"] as const) {
  test.describe(`the top bar in ${locale}`, () => {
    test.use({ locale });

    test("keeps the word mark at 1280 px, every link on one line, and fits 1024 and 390 px, for a visitor and a member", async ({ page }) => {
      const w = WORDS[locale];
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/auth");
      await expect(page.getByRole("tab", { name: w.register })).toBeVisible();
      await expectBarFits(page, `${locale}-visitor`);

      await page.getByRole("tab", { name: w.register }).click();
      await page.getByLabel(w.email).fill(uniqueEmail(`bar-${locale}`));
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(w.confirm).fill(PASSWORD);
      await page.getByRole("button", { name: w.create }).click();
      await expect(page).toHaveURL("/dashboard");
      await expectBarFits(page, `${locale}-member`);
    });
  });
}
