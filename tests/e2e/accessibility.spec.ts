import type { Browser, Page, TestInfo } from "@playwright/test";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { CONSENT_ACCEPTED, CONSENT_STORAGE_KEY } from "#web/lib/consent";
import { expectNoAxeViolations } from "./support/axe";
import { expect as baseExpect, test } from "./support/fixtures";
import { receiptRowsUpload } from "./support/receipt-rows";
import { savedLines, signUpWithReceipts, type SavedLine } from "./support/report-data";

// Every page is awaited by what it shows once loaded; on a loaded machine lazy chunks and data can take long, so the
// ceiling is a minute, there only to end a page that never loads.
const expect = baseExpect.configure({ timeout: 60_000 });

/** WCAG 2.2 AA: no axe violation of any impact, on a laptop and on a phone. */
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Signed-out pages, each with text that shows once its content has loaded. */
export const PUBLIC_PAGES: { path: string; ready: string }[] = [
  { path: "/", ready: "Frequently Asked Questions" },
  { path: "/how-it-works", ready: "The technology behind it" },
  { path: "/terms", ready: "13. Contact Us" },
  { path: "/privacy-policy", ready: "Privacy Policy" },
  { path: "/blog", ready: "Eating Out with Celiac Disease" },
  { path: "/blog/gluten-free-pantry-staples", ready: "Related Articles" },
  { path: "/auth", ready: "Log in" },
  { path: "/sign-up", ready: "Create account" },
  { path: "/no-such-page", ready: "404 Page Not Found" },
  { path: "/blog/no-such-post", ready: "Blog post not found" },
  { path: "/auth/reset-password", ready: "This link cannot be used" },
  // French twins last: opening one makes French this browser's choice for the pages with one address.
  { path: "/fr/how-it-works", ready: "La technologie derrière l’application" },
  { path: "/fr/privacy-policy", ready: "Notre responsable de la protection des renseignements personnels" },
  { path: "/fr/blog/gluten-free-pantry-staples", ready: "Articles connexes" },
];

interface SeededAccount {
  email: string;
  lines: SavedLine[];
}

interface SignedInPage {
  /** A path, or one made from the seeded account (a receipt's id, say). */
  path: string | ((account: SeededAccount) => string);
  /** Text that shows once the page's content has loaded. */
  ready: string;
}

/** Signed-in pages checked while the account holds one confirmed receipt. Add a page here with one line. */
export const SIGNED_IN_PAGES_WITH_DATA: SignedInPage[] = [
  { path: "/dashboard", ready: "Documents to keep for the CRA" },
  { path: (account) => `/receipt-review/${account.lines[0]!.receiptId}`, ready: "This receipt is already saved" },
  { path: "/reports", ready: "All Receipts for" },
  { path: "/tax-summary", ready: "Incremental cost by month" },
  { path: "/tax-summary/print", ready: "Documents to keep" },
  { path: "/settings", ready: "Claim defaults" },
  { path: "/my-subscription", ready: "Your plan and this month's receipts." },
  // Where Premium is not sold, the older subscription page is My Subscription.
  { path: "/subscription", ready: "Your plan and this month's receipts." },
  { path: "/subscription/success", ready: "Your plan, and Premium for unlimited receipts." },
];

/** Signed-in pages checked after every line has been deleted, so their empty states show. */
export const SIGNED_IN_PAGES_WITHOUT_DATA: SignedInPage[] = [
  { path: "/reports", ready: "No receipts found for" },
  { path: "/tax-summary", ready: "No Data Available" },
  { path: "/upload-receipt", ready: "Upload Your Grocery Receipt" },
  { path: "/dashboard", ready: "Documents to keep for the CRA" },
];

const RECEIPT = "e2e-1-clean.png";

/** Opens a page and waits for its content, then for any loading state to end. */
async function open(page: Page, path: string, ready: string) {
  await page.goto(path);
  await expect(page.getByText(ready, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^(Checking your account|Loading)/ })).toHaveCount(0);
}

async function newConsentingPage(browser: Browser, testInfo: TestInfo, viewport: { width: number; height: number }, storageState?: string) {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport, storageState });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, CONSENT_ACCEPTED] as const);
  return context.newPage();
}

test.describe.configure({ mode: "parallel" });

for (const viewport of VIEWPORTS) {
  const at = `at ${viewport.width} px`;

  test.describe(`signed out ${at}`, () => {
    test.use({ viewport });

    // One page visits them all, as a reader would: a new browser context per page cost more than the checks.
    test("the public pages have no accessibility violations", async ({ page }) => {
      // A ceiling per page visited, as a test of one page has: it only ends a page that never loads.
      test.setTimeout(PUBLIC_PAGES.length * 60_000);
      for (const { path, ready } of PUBLIC_PAGES) {
        await test.step(path, async () => {
          await open(page, path, ready);
          await expectNoAxeViolations(page, `${path} ${at}`, { soft: true });
        });
      }
    });

    test("the open chat widget has no accessibility violations", async ({ page }) => {
      await open(page, "/", "Frequently Asked Questions");
      await page.getByRole("button", { name: "Open chat assistant" }).click();
      await expect(page.getByRole("dialog", { name: "CeliacClaim Assistant" })).toBeVisible();
      await expectNoAxeViolations(page, `open chat widget ${at}`);
    });

    test("the privacy notice, before it is accepted, has no accessibility violations", async ({ browser }, testInfo) => {
      // Not the fixtures' page: that one starts with the notice accepted.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport });
      const page = await context.newPage();
      await open(page, "/", "Frequently Asked Questions");
      await expect(page.getByRole("region", { name: "Your privacy" })).toBeVisible();
      await expectNoAxeViolations(page, `privacy notice ${at}`);
      await context.close();
    });

    test("the sign-in forms' other views and errors have no accessibility violations", async ({ page }) => {
      // Four views, four full scans, like the pages' tests above: a minute each.
      test.setTimeout(4 * 60_000);
      await open(page, "/auth", "Log in");
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByText("Please enter a valid email")).toBeVisible();
      await expectNoAxeViolations(page, `/auth with errors ${at}`, { soft: true });

      await page.getByRole("tab", { name: "Register" }).click();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByText("Please enter a valid email")).toBeVisible();
      await expectNoAxeViolations(page, `/sign-up with errors ${at}`, { soft: true });

      await open(page, "/auth", "Log in");
      await page.getByRole("button", { name: "Forgot your password?" }).click();
      await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
      await expectNoAxeViolations(page, `/auth reset view ${at}`, { soft: true });

      await open(page, "/auth", "Log in");
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();
      await expectNoAxeViolations(page, `/auth sign-in link view ${at}`, { soft: true });
    });

    if (viewport.width < 768) {
      test("the open menu drawer has no accessibility violations", async ({ page }) => {
        await open(page, "/", "Frequently Asked Questions");
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
        await expectNoAxeViolations(page, `open menu drawer ${at}`);
      });
    }
  });

  // One account per viewport: signed up and given a receipt once, then its session is reused by every test.
  test.describe(`signed in ${at}`, () => {
    test.describe.configure({ mode: "serial" });
    test.use({ viewport });
    let account: SeededAccount;
    let storageState: string;

    test.beforeAll(async ({ browser }, testInfo) => {
      test.setTimeout(120_000);
      const page = await newConsentingPage(browser, testInfo, viewport);
      account = await signUpWithReceipts(page, [RECEIPT]);
      storageState = testInfo.outputPath(`signed-in-${viewport.width}.json`);
      await page.context().storageState({ path: storageState });
      await page.context().close();
    });

    // Issue 13: no console error and no failed request in any signed-in state these tests visit.
    let problems: string[] = [];
    const signedInPage = async (browser: Browser, testInfo: TestInfo) => {
      const page = await newConsentingPage(browser, testInfo, viewport, storageState);
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(`console: ${message.text()}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      return page;
    };
    test.beforeEach(() => {
      problems = [];
    });
    test.afterEach(() => {
      expect(problems, "console errors and failed requests").toEqual([]);
    });

    test("pages with data have no accessibility violations", async ({ browser }, testInfo) => {
      test.setTimeout(SIGNED_IN_PAGES_WITH_DATA.length * 60_000);
      const page = await signedInPage(browser, testInfo);
      for (const { path, ready } of SIGNED_IN_PAGES_WITH_DATA) {
        const url = typeof path === "function" ? path(account) : path;
        await test.step(url, async () => {
          await open(page, url, ready);
          await expectNoAxeViolations(page, `${url} with data ${at}`, { soft: true });
        });
      }
    });

    test("the Reports edit, share and delete dialogs have no accessibility violations", async ({ browser }, testInfo) => {
      const page = await signedInPage(browser, testInfo);
      const line = account.lines[0]!;
      await open(page, "/reports", "All Receipts for");

      await page.getByRole("button", { name: `Edit GF price for ${line.customProductName}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit GF Price" });
      await expect(edit).toBeVisible();
      await expectNoAxeViolations(page, `Reports edit dialog ${at}`, { soft: true });
      await page.keyboard.press("Escape");
      await expect(edit).toBeHidden();

      await page.getByRole("button", { name: `Edit claim share for ${line.customProductName}` }).click();
      const share = page.getByRole("dialog", { name: "Edit Claim Share" });
      await expect(share).toBeVisible();
      await expectNoAxeViolations(page, `Reports claim share dialog ${at}`, { soft: true });
      await page.keyboard.press("Escape");
      await expect(share).toBeHidden();

      // On a phone Delete sits under a swipe; the keyboard reaches it either way.
      const trash = page.getByRole("button", { name: `Delete ${line.customProductName}` });
      await trash.focus();
      await page.keyboard.press("Enter");
      const confirm = page.getByRole("alertdialog", { name: "Confirm Deletion" });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page, `Reports delete confirmation ${at}`, { soft: true });
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(confirm).toBeHidden();
    });

    test("a receipt under review, flagged, waiting and about to be saved twice has no accessibility violations", async ({ browser }, testInfo) => {
      test.setTimeout(90_000);
      const page = await signedInPage(browser, testInfo);
      // The account's receipt read again: unsaved, it waits for review, and it is a duplicate of the saved one.
      const read = await page.request.post("/api/receipts", { data: receiptRowsUpload(RECEIPT) });
      expect(read.status()).toBe(201);
      const receipt = (await read.json()) as ReceiptView;
      const selected = receipt.items.filter((i) => i.isSelected);
      expect(selected.length).toBeGreaterThan(0);
      // Every selected line gets a comparable; the dearest a regular price far below it, which flags it to check.
      const dearest = [...selected].sort((a, b) => b.price - a.price)[0]!;
      for (const item of selected) {
        const price = item === dearest ? "0.50" : (item.price / 2).toFixed(2);
        expect((await page.request.put(`/api/receipt-items/${item.id}/regular-price`, { data: { customRegularPrice: price } })).ok()).toBe(true);
      }

      await open(page, `/receipt-review/${receipt.id}`, "Possible duplicate receipt");
      // The phone shows the lines as cards and hides the table, so only the visible badge counts.
      await expect(page.getByText("Check this match").filter({ visible: true }).first()).toBeVisible();
      await expectNoAxeViolations(page, `review page with a flagged line ${at}`, { soft: true });
      await page.getByRole("button", { name: "Save to My Records" }).click();
      const duplicate = page.getByRole("alertdialog", { name: "Save a possible duplicate?" });
      await expect(duplicate).toBeVisible();
      await expectNoAxeViolations(page, `duplicate save dialog ${at}`, { soft: true });
      await duplicate.getByRole("button", { name: "Don't save" }).click();

      await open(page, "/dashboard", "Waiting for review");
      await expect(page.getByRole("button", { name: /^Discard the receipt/ })).toBeVisible();
      await expectNoAxeViolations(page, `dashboard with a receipt waiting ${at}`, { soft: true });
      await page.getByRole("button", { name: /^Discard the receipt/ }).click();
      const discard = page.getByRole("alertdialog", { name: "Discard this receipt?" });
      await expect(discard).toBeVisible();
      await expectNoAxeViolations(page, `discard dialog ${at}`, { soft: true });
      await discard.getByRole("button", { name: "Discard" }).click();
      await expect(page.getByText("No receipts are waiting.")).toBeVisible();
    });

    test("pages without data have no accessibility violations", async ({ browser }, testInfo) => {
      test.setTimeout(SIGNED_IN_PAGES_WITHOUT_DATA.length * 60_000);
      const page = await signedInPage(browser, testInfo);
      for (const line of await savedLines(page)) {
        expect((await page.request.delete(`/api/tax-report/line-items/${line.id}`)).ok()).toBe(true);
      }
      for (const { path, ready } of SIGNED_IN_PAGES_WITHOUT_DATA) {
        const url = typeof path === "function" ? path(account) : path;
        await test.step(url, async () => {
          await open(page, url, ready);
          await expectNoAxeViolations(page, `${url} without data ${at}`, { soft: true });
        });
      }
    });
  });
}
