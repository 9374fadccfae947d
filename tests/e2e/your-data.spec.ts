import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { expect, PASSWORD, test } from "./support/fixtures";
import { waitForMailLink } from "./support/outbox";
import { signUpWithReceipts } from "./support/report-data";
import { shot } from "./support/shots";

const PHONE = { width: 390, height: 844 };

test("the privacy page says what is kept and how to export or delete it, and names the privacy officer", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { name: /Your data: download it, delete it/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy@celiacclaim.ca" })).toHaveAttribute("href", "mailto:privacy@celiacclaim.ca");
  await shot(page, "privacy-1280", { fullPage: true });
  await page.setViewportSize(PHONE);
  await page.getByRole("heading", { name: "Our privacy officer" }).scrollIntoViewIfNeeded();
  await shot(page, "privacy-390");
});

test("downloads my data as a zip naming my receipt, then deletes the account by password and emailed link", async ({ page }) => {
  test.setTimeout(120_000);
  const { email, lines } = await signUpWithReceipts(page, ["e2e-1-clean.png"]);

  await page.goto("/settings");
  const downloadButton = page.getByRole("button", { name: "Download my data" });
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^celiacclaim-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const data = JSON.parse(strFromU8(files["data.json"]!)) as { account: string; tables: Record<string, { id: string }[]> };
  expect(data.account).toBe(email);
  expect(data.tables.receipts!.map((r) => r.id)).toContain(lines[0]!.receiptId);
  expect(strFromU8(files["data.json"]!)).toContain(lines[0]!.customProductName);
  expect(Object.keys(files).some((name) => /^claims-\d{4}\.csv$/.test(name))).toBe(true);
  await page.getByRole("heading", { name: "Delete my account" }).scrollIntoViewIfNeeded();
  await shot(page, "settings-your-data-1280", { fullPage: true });

  // Opened and left at desktop width; then the whole deletion on a phone.
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog.getByLabel("Your password")).toBeVisible();
  await shot(page, "delete-dialog-1280");
  await dialog.getByRole("button", { name: "Keep my account" }).click();
  await expect(dialog).toBeHidden();

  await page.setViewportSize(PHONE);
  await page.getByRole("heading", { name: "Delete my account" }).scrollIntoViewIfNeeded();
  await shot(page, "settings-danger-zone-390");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  await dialog.getByLabel("Your password").fill("NotMyPassword1");
  await dialog.getByRole("button", { name: "Email me the deletion link" }).click();
  await expect(dialog.getByRole("alert")).toContainText("That is not your password. Nothing was changed.");
  await dialog.getByLabel("Your password").fill(PASSWORD);
  await shot(page, "delete-dialog-390");
  await dialog.getByRole("button", { name: "Email me the deletion link" }).click();
  await expect(dialog.getByText(`We sent a link to ${email}`)).toBeVisible();
  await shot(page, "delete-dialog-sent-390");

  const link = new URL(await waitForMailLink(email, /Confirm the deletion/));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Delete your account" })).toBeVisible();
  await shot(page, "delete-confirm-390", { fullPage: true });
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page.getByText("Your account is deleted")).toBeVisible();
  await shot(page, "delete-done-390", { fullPage: true });
  await waitForMailLink(email, /Your CeliacClaim account is deleted/);

  expect((await page.request.get("/api/user")).status()).toBe(401);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth/);
  expect((await page.request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
});
