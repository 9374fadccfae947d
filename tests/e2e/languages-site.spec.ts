import type { Page } from "@playwright/test";
import { SITE_EN_CA } from "#domain/i18n/messages/site.en-CA";
import { expect, test } from "./support/fixtures";
import { shot } from "./support/shots";

// The site part's English sentences: none may be left on a French page, outside an article's text marked English.
const SITE_SENTENCES = Object.values(SITE_EN_CA).filter((message) => !/[{<]/.test(message) && message.includes(" "));
// A key shown instead of its message reads `area.word`.
const RAW_KEY = /\b(layout|nav|footer|language|site|meta|content|common)\.[a-z][A-Za-z.]+/;

/** The page's words in its own language: what is marked as English is left out. */
const textOutsideEnglish = (page: Page) =>
  page.evaluate(() => {
    const main = document.body.cloneNode(true) as HTMLElement;
    main.querySelectorAll('[lang^="en"]').forEach((element) => element.remove());
    return main.innerText || main.textContent || "";
  });

/** Whether anything on the page is wider than the window (a phone's horizontal scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

interface Twin {
  name: string;
  path: string;
  /** The French page's first heading, once drawn. */
  heading: RegExp;
  /** French text that shows once the page's content is in. */
  french: string;
  /** The English twin's first heading. */
  englishHeading: RegExp;
}

const TWINS: Twin[] = [
  {
    name: "how-it-works",
    path: "/how-it-works",
    heading: /^Comment ça marche$/,
    french: "La technologie derrière l’application",
    englishHeading: /^How It Works$/,
  },
  { name: "terms", path: "/terms", heading: /^Conditions d’utilisation$/, french: "13. Nous joindre", englishHeading: /^Terms and Conditions$/ },
  {
    name: "privacy",
    path: "/privacy-policy",
    heading: /^Politique de confidentialité$/,
    french: "Notre responsable de la protection des renseignements personnels",
    englishHeading: /^Privacy Policy$/,
  },
  { name: "blog", path: "/blog", heading: /^Blogue CeliacClaim$/, french: "Manger au restaurant avec la maladie cœliaque", englishHeading: /^CeliacClaim Blog$/ },
  {
    name: "article",
    path: "/blog/gluten-free-pantry-staples",
    heading: /^Garnir un garde-manger sans gluten/,
    french: "Cet article est en anglais; en voici le résumé.",
    englishHeading: /^Stocking a Gluten-Free Pantry/,
  },
];

test.describe("the public site in French (fr-CA)", () => {
  test.use({ locale: "fr-CA" });

  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("each twin is at /fr/…, all in French, linked to its English twin both ways, and the switch goes to it", async ({ page }) => {
        for (const twin of TWINS) {
          await page.goto(`/fr${twin.path}`);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.heading);
          await expect(page.getByText(twin.french).first()).toBeVisible();
          await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
          await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute("href", new RegExp(`/fr${twin.path}$`));
          await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute("href", new RegExp(`:\\d+${twin.path}$`));
          await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", new RegExp(`:\\d+${twin.path}$`));
          await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/fr/blog/rss.xml");

          const text = await textOutsideEnglish(page);
          expect(text, twin.name).not.toMatch(RAW_KEY);
          for (const sentence of SITE_SENTENCES) expect(text, `${twin.name}: ${sentence}`).not.toContain(sentence);
          expect(await overflows(page), twin.name).toBe(false);
          await shot(page, `languages-fr-${twin.name}-${width}`, { fullPage: true });
        }

        // The switch goes to the English twin of the page being read, and back.
        const article = TWINS.at(-1)!;
        await page.getByRole("button", { name: "English" }).click();
        await expect(page).toHaveURL(article.path);
        await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.englishHeading);
        await expect(page.getByText("Cet article est en anglais")).toHaveCount(0);
        await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
        for (const twin of TWINS.slice(0, -1)) {
          await page.goto(twin.path);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.englishHeading);
          await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute("href", new RegExp(`/fr${twin.path}$`));
        }
        await page.getByRole("button", { name: "Français" }).click();
        await expect(page).toHaveURL(`/fr${TWINS.at(-2)!.path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(TWINS.at(-2)!.heading);
      });
    });
  }

  test("the French blog links to French twins, and an article's English text is marked as English", async ({ page }) => {
    await page.goto("/fr/blog");
    await page.getByRole("link", { name: /^Lire l’article : Garnir un garde-manger/ }).click();
    await expect(page).toHaveURL("/fr/blog/gluten-free-pantry-staples");
    await expect(page.getByText("Cet article est en anglais; en voici le résumé.")).toBeVisible();
    await expect(page.locator('[lang="en-CA"]').getByRole("heading", { level: 2, name: /Stocking a Gluten-Free Pantry/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Articles connexes" })).toBeVisible();
    await page.getByRole("link", { name: "Retour au blogue" }).click();
    await expect(page).toHaveURL("/fr/blog");
  });
});
