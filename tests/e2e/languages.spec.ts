import type { Page } from "@playwright/test";
import { EN_CA } from "#domain/i18n/messages.en-CA";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/shots";

// The catalogue areas the landing page and its frame say; each English sentence of them must be gone in French.
const LANDING_AREAS = /^(layout|nav|footer|consent|landing|pricing|plans|language)\./;
const englishSentencesOf = (areas: RegExp) =>
  Object.entries(EN_CA)
    .filter(([key, message]) => areas.test(key) && !/[{<]/.test(message) && message.includes(" "))
    .map(([, message]) => message);
const ENGLISH_SENTENCES = englishSentencesOf(LANDING_AREAS);
// The sign-in pages add their own area and the forms' validation messages.
const AUTH_SENTENCES = englishSentencesOf(/^(layout|nav|footer|language|auth|validation)\./);
// A key shown instead of its message reads `area.word`.
const RAW_KEY = /\b(layout|nav|footer|consent|landing|pricing|plans|language|auth|error|meta|content|validation|common)\.[a-z][A-Za-z.]+/;

async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

async function expectNoRawKey(page: Page) {
  expect(await visibleText(page)).not.toMatch(RAW_KEY);
}

test.describe("in French (fr-CA)", () => {
  test.use({ locale: "fr-CA" });

  test("the landing page is at /fr, all in French, linked to its English twin, and the switch goes both ways", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Suivez vos dépenses sans gluten et déduisez-les au moment des impôts",
    );
    await expect(page.getByRole("heading", { name: "Tarifs" })).toBeVisible();
    // This server sells nothing (the journeys' main server), so one plan, free, is offered.
    await expect(page.getByText("Gratuit pour tous les comptes, avec toutes les fonctionnalités.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Quels documents dois-je conserver?" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute("href", /\/fr$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute("href", /:\d+\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", /:\d+\/$/);

    const text = await visibleText(page);
    expect(text).not.toMatch(RAW_KEY);
    for (const sentence of ENGLISH_SENTENCES) expect(text, sentence).not.toContain(sentence);
    await shot(page, "languages-fr-landing-1280", { fullPage: true });

    await page.getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track your gluten-free expenses and claim them at tax time");
    await expectNoRawKey(page);
    // The choice is remembered: the English address no longer sends this browser to French.
    await page.reload();
    await expect(page).toHaveURL("/");

    await page.getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL("/fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Suivez vos dépenses");
  });

  test("pages with one address speak the chosen language too: a French visitor's 404", async ({ page }) => {
    await page.goto("/fr");
    await page.goto("/nowhere");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page introuvable" })).toBeVisible();
    await expectNoRawKey(page);
  });

  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("sign-in, its forms' messages and the other sign-in views are in French", async ({ page }) => {
        await page.goto("/auth");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenue sur CeliacClaim");
        await page.getByRole("button", { name: "Se connecter" }).click();
        await expect(page.getByText("Veuillez entrer un courriel valide")).toBeVisible();
        const text = await visibleText(page);
        expect(text).not.toMatch(RAW_KEY);
        for (const sentence of AUTH_SENTENCES) expect(text, sentence).not.toContain(sentence);
        await shot(page, `languages-fr-auth-${width}`, { fullPage: true });

        await page.getByRole("tab", { name: "Inscription" }).click();
        await expect(page.getByLabel("Confirmer le mot de passe")).toBeVisible();
        await expectNoRawKey(page);
        await page.goto("/auth?view=magic-link");
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expectNoRawKey(page);
        await page.goto("/auth/reset-password?error=INVALID_TOKEN");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisissez un nouveau mot de passe");
        expect(await visibleText(page)).not.toMatch(RAW_KEY);
        await shot(page, `languages-fr-reset-${width}`, { fullPage: true });
      });
    });
  }

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the landing page and the menu are in French", async ({ page }) => {
      await page.goto("/fr");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Suivez vos dépenses");
      await shot(page, "languages-fr-landing-390", { fullPage: true });
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await expect(drawer.getByRole("link", { name: "Téléverser un reçu" })).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Commencer gratuitement" })).toBeVisible();
      await expectNoRawKey(page);
      await shot(page, "languages-fr-menu-390");
    });
  });
});

test.describe("in English (en-CA)", () => {
  test.use({ locale: "en-CA" });

  test("the landing page stays at / in English, with its French twin named", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.getByRole("button", { name: "Français" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute("href", /\/fr$/);
    await expect(page.getByText("Free for every account, with every feature.")).toBeVisible();
    await expectNoRawKey(page);
    await shot(page, "languages-en-landing-1280", { fullPage: true });
  });

  test("sign-in speaks English, its validation messages included", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expectNoRawKey(page);
    await shot(page, "languages-en-auth-1280", { fullPage: true });
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the landing page fits with the language switch in the bar", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("button", { name: "Français" })).toBeVisible();
      await expectNoRawKey(page);
      await shot(page, "languages-en-landing-390", { fullPage: true });
    });
  });
});
