// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#domain/i18n/locales";
import { APP_EN_CA } from "#domain/i18n/messages/app.en-CA";
import { FRAME_EN_CA } from "#domain/i18n/messages/frame.en-CA";
import { SITE_EN_CA } from "#domain/i18n/messages/site.en-CA";
import { fakeFetch } from "../test-support/fake-fetch";
import { renderPage } from "../test-support/render";
import { shownTexts } from "../test-support/shown-texts";
import BlogPage from "./blog";
import BlogPostPage from "./blog-post";
import HowItWorksPage from "./how-it-works";
import PrivacyPolicyPage from "./privacy-policy";
import TermsPage from "./terms";

const KEYS = Object.keys({ ...FRAME_EN_CA, ...APP_EN_CA, ...SITE_EN_CA });
// The site part's English sentences (no argument, more than a word): none may be left on a French page.
const SITE_SENTENCES = Object.values(SITE_EN_CA).filter((message) => !/[{<]/.test(message) && message.includes(" "));
const api = fakeFetch();

/** The page's own words in its language: what is marked as English (an article's text) is left out. */
function textOutsideEnglish(): string {
  const body = document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('[lang^="en"]').forEach((element) => element.remove());
  return [body.textContent ?? "", document.title].join("\n");
}

// The blog's posts arrive after the spec's simulated loading delay (500 ms, 700 ms for an article).
const LOADED = { timeout: 3000 };

// The public site's twin pages, each with what shows it is drawn.
const PAGES: { name: string; ui: ReactElement; at: string; path?: string; drawn: () => Promise<unknown> }[] = [
  { name: "How It Works", ui: <HowItWorksPage />, at: "/how-it-works", drawn: () => screen.findAllByRole("listitem") },
  { name: "the terms", ui: <TermsPage />, at: "/terms", drawn: () => screen.findAllByRole("heading", { level: 2 }) },
  { name: "the privacy policy", ui: <PrivacyPolicyPage />, at: "/privacy-policy", drawn: () => screen.findByText("privacy@example.test") },
  { name: "the blog", ui: <BlogPage />, at: "/blog", drawn: () => screen.findAllByRole("article", {}, LOADED) },
  {
    name: "an article",
    ui: <BlogPostPage />,
    at: "/blog/gluten-free-pantry-staples",
    path: "/blog/:slug",
    drawn: () => screen.findByRole("heading", { level: 2, name: /Sources/ }, LOADED),
  },
];

describe.each(LOCALES)("in %s, a page of the public site shows no message key", (locale) => {
  it.each(PAGES)("$name", async ({ ui, at, path, drawn }) => {
    api.on("GET", "/api/session", { body: { user: null } });
    api.on("GET", "/api/payments/config", { body: { publishableKey: null, freeReceiptsPerMonth: 5, price: { amountCents: 1200, currency: "cad", interval: "year" } } });
    api.on("GET", "/api/privacy/contact", { body: { email: "privacy@example.test" } });
    renderPage(ui, { at, path, locale });
    await drawn();
    expect(KEYS.filter((key) => shownTexts().some((text) => text.includes(key)))).toEqual([]);
    if (locale === "fr-CA") {
      const text = textOutsideEnglish();
      expect(SITE_SENTENCES.filter((sentence) => text.includes(sentence))).toEqual([]);
    }
  });
});

describe("a French article", () => {
  it("says it is in English, gives its French summary, and marks the English text as English", async () => {
    renderPage(<BlogPostPage />, { at: "/blog/gluten-free-pantry-staples", path: "/blog/:slug", locale: "fr-CA" });
    await screen.findByRole("heading", { level: 1, name: /Garnir un garde-manger sans gluten/ }, LOADED);
    expect(screen.getByText("Cet article est en anglais; en voici le résumé.")).toBeTruthy();
    expect(screen.getByText(/^Quels aliments de base sans gluten comptent/)).toBeTruthy();
    const english = screen.getByRole("heading", { level: 2, name: /Stocking a Gluten-Free Pantry/ }).closest("[lang]");
    expect(english?.getAttribute("lang")).toBe("en-CA");
    expect(english?.textContent).toContain("A well-stocked pantry makes gluten-free life calmer");
  });
});
