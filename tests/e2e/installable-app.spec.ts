import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { signUpWithReceipts } from "./support/report-data";
import { shot } from "./support/shots";
import { expectReviewOpened } from "./support/upload-receipt";

// These journeys are about the service worker, which the others block.
test.use({ serviceWorkers: "allow" });

const PHONE = { width: 390, height: 844 };
const RECEIPT = join("tests", "fixtures", "receipts", "e2e", "e2e-1-clean.png");

/** Waits until the service worker is installed and controls the page (it claims the page on its first install). */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test("can be installed: the manifest names the app, its icons, its start page and its share target, and the worker registers", async ({ page }) => {
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.ok()).toBe(true);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    [key: string]: unknown;
  };
  expect(manifest).toMatchObject({
    name: "CeliacClaim",
    short_name: "CeliacClaim",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    share_target: {
      action: "/share-target",
      method: "POST",
      enctype: "multipart/form-data",
      params: { files: [{ name: "photos", accept: ["image/*"] }] },
    },
  });
  expect(manifest.icons.map((i) => [i.sizes, i.purpose ?? "any"])).toEqual(
    expect.arrayContaining([["192x192", "any"], ["512x512", "any"], ["512x512", "maskable"]]),
  );
  // Each icon is there, a PNG of the size it says.
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()["content-type"]).toBe(icon.type);
    const { width, height } = await sharp(await file.body()).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");

  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await workerInControl(page);
});

test("offline, a reload opens the app and the reports last loaded, marked offline and read-only", async ({ page, context }) => {
  test.setTimeout(120_000);
  const { lines } = await signUpWithReceipts(page, ["e2e-1-clean.png"]);
  const product = lines[0]!.customProductName;
  await page.goto("/dashboard");
  await workerInControl(page);
  // Loaded under the worker, so it keeps the dashboard's and the reports' answers.
  await page.reload();
  const eligible = page.getByTestId("eligible-expenses");
  await expect(eligible).toHaveText(/^\$\d/);
  const eligibleOnline = await eligible.textContent();
  await page.goto("/reports");
  await expect(page.getByText(product).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(banner).toContainText("Showing what was last loaded; changes are disabled");
  await expect(page.getByRole("heading", { name: "Gluten-Free Receipts Report" })).toBeVisible();
  await expect(page.getByText(product).first()).toBeVisible();
  // Nothing can be changed: every control of the page is disabled; links still lead on.
  await expect(page.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Download evidence pack" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Delete/ }).first()).toBeDisabled();
  await shot(page, "offline-reports-1280");
  await page.setViewportSize(PHONE);
  await shot(page, "offline-reports-390");

  // The dashboard, loaded before, opens offline too, from a fresh navigation.
  await page.goto("/dashboard");
  await expect(banner).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(eligible).toHaveText(eligibleOnline!);
  await shot(page, "offline-dashboard-390");

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole("button").filter({ hasText: /.+/ }).first()).toBeEnabled();
});

test("a new version is offered, never on a receipt being chosen or reviewed, and the reload brings it in", async ({ page }) => {
  const email = uniqueEmail("pwa-update");
  expect((await page.request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.goto("/dashboard");
  await workerInControl(page);

  // A deploy, as the browser sees it: the worker script's bytes change (the server reads the built files as they are
  // on disk) and stay changed to the end, so no later check finds yet another version. The next check installs the
  // new worker beside the one in control, where it waits.
  const workerFile = join("dist", "web", "sw.js");
  const deployed = await readFile(workerFile, "utf8");
  await writeFile(workerFile, `${deployed}\n// the next version\n`);
  try {
    await page.goto("/upload-receipt");
    // The browser looks for a new version on its own schedule (and the app whenever it comes back to the screen).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    const nav = page.getByRole("banner").getByRole("navigation");
    const offer = page.getByRole("status").filter({ hasText: "A new version is ready" });
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(offer).toBeVisible();
    await shot(page, "update-offer-1280");
    // Back on the upload page, in the same page life: the offer stands aside while a receipt could be chosen.
    await nav.getByRole("link", { name: "Upload Receipt" }).click();
    await expect(page.getByRole("heading", { name: "Upload Your Grocery Receipt" })).toBeVisible();
    await expect(offer).toHaveCount(0);
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await expect(offer).toBeVisible();

    // Only the button reloads; the waiting worker takes over first, so the page comes back under the new version.
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    const reloaded = page.waitForEvent("load");
    await offer.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    expect(await page.evaluate(() => "beforeUpdate" in window)).toBe(false);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    // The page is controlled as soon as the new worker activates; its state reads "activated" once that has run.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const found = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(found?.waiting), active: found?.active?.state ?? null, controlled: Boolean(navigator.serviceWorker.controller) };
        }),
      )
      .toEqual({ waiting: false, active: "activated", controlled: true });
    await expect(offer).toHaveCount(0);
  } finally {
    await writeFile(workerFile, deployed);
  }
});

test("a photo shared from the gallery lands in the upload flow, is kept on this device, and goes into the year's evidence pack", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail("pwa");
  expect((await page.request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
  await page.goto("/settings");
  await workerInControl(page);
  const keep = page.getByLabel("Keep the photo of each receipt I save on this device");
  await keep.check();
  await expect(page.getByTestId("kept-photo-count")).toHaveText("No receipt photos are kept on this device for your account.");
  await shot(page, "settings-device-photos-1280", { fullPage: true });

  // The share sheet POSTs the photo as a form to the share target, a navigation the service worker answers: the
  // server has no such route, so landing on the upload page with the photo proves the worker took it.
  await page.evaluate(() => {
    const form = document.createElement("form");
    form.method = "post";
    form.enctype = "multipart/form-data";
    form.action = "/share-target";
    const input = Object.assign(document.createElement("input"), { type: "file", name: "photos", id: "shared-photo" });
    form.append(input);
    document.body.append(form);
  });
  await page.locator("#shared-photo").setInputFiles(RECEIPT);
  await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/share-target"]')!.submit());
  await expect(page).toHaveURL("/upload-receipt");
  await expect(page.getByRole("img", { name: /Preview of/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Process Image" })).toBeEnabled();
  await shot(page, "shared-photo-1280");

  const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Process Image" }).click();
  const receipt = (await (await answer).json()) as { id: string };
  await expectReviewOpened(page, receipt.id);
  await page.getByRole("button", { name: "Save to My Records" }).click();
  await expect(page).toHaveURL("/reports");

  await page.goto("/settings");
  await expect(page.getByTestId("kept-photo-count")).toHaveText("1 receipt's photos are kept on this device for your account.");

  await page.goto("/reports");
  const packButton = page.getByRole("button", { name: "Download evidence pack" });
  await expect(packButton).toBeEnabled();
  await shot(page, "reports-evidence-pack-1280");
  const year = new URL(page.url()).searchParams.get("year") ?? (await page.getByLabel(/year/i).first().inputValue());
  const [download] = await Promise.all([page.waitForEvent("download"), packButton.click()]);
  expect(download.suggestedFilename()).toBe(`celiacclaim-evidence-${year}.zip`);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));

  const pdf = files[`claim-summary-${year}.pdf`]!;
  expect(strFromU8(pdf.slice(0, 5))).toBe("%PDF-");
  expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(0);
  const serverCsv = await page.request.get(`/api/tax-report/download?year=${year}`);
  expect(Buffer.from(files[`claim-lines-${year}.csv`]!).equals(await serverCsv.body())).toBe(true);
  const photos = Object.keys(files).filter((name) => name.startsWith("photos/") && name.endsWith(".png"));
  expect(photos).toHaveLength(1);
  // The photo as it was read, byte for byte, beside the lines claimed from it.
  expect(Buffer.from(files[photos[0]!]!).equals(await readFile(RECEIPT))).toBe(true);
  const caption = strFromU8(files[photos[0]!.replace(/-1\.png$/, ".txt")]!);
  expect(caption).toContain("CeliacClaim: lines claimed from this receipt");
  expect(caption).toMatch(/^1\. .+: .+ eligible expense \$\d+\.\d\d/m);
  expect(strFromU8(files["README.txt"]!)).toContain("Every receipt claimed this year has its photo in this pack.");

  await page.setViewportSize(PHONE);
  await packButton.scrollIntoViewIfNeeded();
  await shot(page, "reports-evidence-pack-390");
  await page.goto("/settings");
  await page.getByText("Receipt photos on this device").scrollIntoViewIfNeeded();
  await shot(page, "settings-device-photos-390");
});
