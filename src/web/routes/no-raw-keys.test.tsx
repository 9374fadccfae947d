// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#domain/i18n/locales";
import { APP_EN_CA } from "#domain/i18n/messages/app.en-CA";
import { FRAME_EN_CA } from "#domain/i18n/messages/frame.en-CA";
import { fakeFetch } from "../test-support/fake-fetch";
import { renderPage } from "../test-support/render";
import SignUpPage from "./sign-up";
import AuthPage from "./auth";
import EmailVerifiedPage from "./email-verified";
import HomePage from "./home";
import NotFoundPage from "./not-found";
import ResetPasswordPage from "./reset-password";

const KEYS = Object.keys({ ...FRAME_EN_CA, ...APP_EN_CA });
const api = fakeFetch();

/** Every text the page shows or says to assistive technology: its words and its labelling attributes. */
function shownTexts(): string[] {
  const attributes = ["aria-label", "title", "placeholder", "alt"];
  const labelled = [...document.body.querySelectorAll("*")].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name)).filter((value): value is string => value !== null),
  );
  return [document.body.textContent ?? "", document.title, ...labelled];
}

const rawKeysShown = () => KEYS.filter((key) => shownTexts().some((text) => text.includes(key)));

// The converted pages, each with what shows it is drawn (a page that waits for the server shows a spinner first).
const PAGES: { name: string; ui: ReactElement; at: string; drawn: () => Promise<unknown> }[] = [
  { name: "the landing", ui: <HomePage />, at: "/", drawn: () => screen.findAllByRole("heading", { level: 2 }) },
  { name: "sign-in", ui: <AuthPage />, at: "/auth", drawn: () => screen.findAllByRole("tab") },
  { name: "sign-up", ui: <SignUpPage />, at: "/sign-up", drawn: () => screen.findAllByRole("tab") },
  { name: "a broken sign-in link", ui: <AuthPage />, at: "/auth?error=INVALID_TOKEN", drawn: () => screen.findAllByRole("tab") },
  { name: "the sign-in link form", ui: <AuthPage />, at: "/auth?view=magic-link", drawn: () => screen.findByRole("textbox") },
  { name: "the reset form", ui: <AuthPage />, at: "/auth?view=reset", drawn: () => screen.findByRole("textbox") },
  { name: "a new password", ui: <ResetPasswordPage />, at: "/auth/reset-password?token=t", drawn: () => screen.findAllByLabelText(/./) },
  { name: "a broken reset link", ui: <ResetPasswordPage />, at: "/auth/reset-password?error=INVALID_TOKEN", drawn: () => screen.findByRole("link") },
  { name: "a verified email", ui: <EmailVerifiedPage />, at: "/auth/email-verified", drawn: () => screen.findAllByRole("link") },
  { name: "a failed verification", ui: <EmailVerifiedPage />, at: "/auth/email-verified?error=token_expired", drawn: () => screen.findAllByRole("link") },
  { name: "the 404", ui: <NotFoundPage />, at: "/nowhere", drawn: () => screen.findAllByRole("link") },
];

describe.each(LOCALES)("in %s, a converted page shows no message key", (locale) => {
  it.each(PAGES)("$name", async ({ ui, at, drawn }) => {
    api.on("GET", "/api/session", { body: { user: null } });
    api.on("GET", "/api/payments/config", { body: { publishableKey: null, freeReceiptsPerMonth: 5, price: { amountCents: 1200, currency: "cad", interval: "year" } } });
    renderPage(ui, { at, locale });
    await drawn();
    expect(rawKeysShown()).toEqual([]);
  });
});
