import { test as base, expect, type Page } from "@playwright/test";
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from "#web/lib/consent";

/** Pages start with the privacy notice accepted, so the banner never covers what a test clicks. */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      CONSENT_STORAGE_KEY,
      CONSENT_ACCEPTED,
    ] as const);
    await use(context);
  },
});

export { expect };

export const PASSWORD = "Gluten123";

/**
 * How long a journey lets one photo's reading take before it gives up: a ceiling that only ends a read that never
 * finishes, well above a busy two-core machine's slowest read (half a minute was seen with other suites running).
 */
export const PHOTO_READ_CEILING_MS = 90_000;

/** Toasts live in Radix's "Notifications" region; looking there skips its hidden screen-reader copy. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(text);
}

/**
 * The server's answer to the next change of a receipt line's `action` (selection, comparable, details, …). A saved
 * change shows only on the line, with no toast, so a step that needs the server to have it waits for this.
 */
export function lineSaved(page: Page, action: string) {
  return page.waitForResponse(
    (r) => r.request().method() === "PUT" && new URL(r.url()).pathname.endsWith(`/${action}`) && r.ok(),
  );
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export const signOutButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Sign Out" });
