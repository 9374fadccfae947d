import { expect, expectToast, logIn, PASSWORD, signOutButton, test } from "./support/fixtures";
import { uniqueEmail, waitForMailLink } from "./support/outbox";
import { shot } from "./support/shots";

const NEW_PASSWORD = "Celiac2025Safe";

test("registers, verifies the email, signs out and in, and resets the password by email", async ({ page }) => {
  const email = uniqueEmail("journey");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(signOutButton(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeTruthy();

  await page.goto(await waitForMailLink(email, /verify your email/i));
  await expect(page).toHaveURL("/auth/email-verified");
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();

  await signOutButton(page).click();
  await expect(page).toHaveURL("/auth");
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/dashboard");

  await signOutButton(page).click();
  await expect(page).toHaveURL("/auth");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const resetHeading = page.getByRole("heading", { name: "Reset Password" });
  await expect(resetHeading).toBeVisible();
  await expect(page.getByText("Enter your email to receive a password reset link")).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(page, "Password reset email sent");
  await expect(resetHeading).toBeHidden();
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  // The email typed for the reset comes back to the login form, ready for the new password.
  await expect(page.getByLabel("Email")).toHaveValue(email);

  await page.goto(await waitForMailLink(email, /reset your/i));
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password updated");
  await expect(page).toHaveURL("/auth");

  await logIn(page, email, PASSWORD);
  await expectToast(page, "Invalid email or password");
  await expect(page).toHaveURL("/auth");
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL("/dashboard");
  await expect(signOutButton(page)).toBeVisible();
});

test("signs in with an emailed link and lands on the page that asked for it", async ({ page }) => {
  const email = uniqueEmail("magic");
  await page.goto("/reports");
  await expect(page).toHaveURL("/auth?redirect=%2Freports");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send sign-in link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();

  await page.goto(await waitForMailLink(email, /sign-in link/i));
  await expect(page).toHaveURL("/reports");
  await expect(signOutButton(page)).toBeVisible();
});

test("a sign-in link that was already used shows the invalid-link alert", async ({ page, request, browser }) => {
  const email = uniqueEmail("reused");
  const ask = await request.post("/api/magic-link/request", { data: { email } });
  expect(ask.ok()).toBe(true);
  const link = await waitForMailLink(email, /sign-in link/i);
  await page.goto(link);
  await expect(signOutButton(page)).toBeVisible();

  // A fresh browser, as when the mail is opened again on another device.
  const elsewhere = await browser.newPage();
  await elsewhere.goto(link);
  await expect(elsewhere).toHaveURL(/\/auth\?error=/);
  await expect(elsewhere.getByRole("alert")).toHaveText(
    "This sign-in link is invalid or has expired. Please request a new one.",
  );
  await elsewhere.close();
});

test("a protected page sends visitors to sign in, then back to it", async ({ page, request }) => {
  const email = uniqueEmail("protected");
  expect((await request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);

  await page.goto("/upload-receipt");
  await expect(page).toHaveURL("/auth?redirect=%2Fupload-receipt");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL("/upload-receipt");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Signed-in visitors are kept off the sign-in page, whichever alias they use.
  await page.goto("/login?redirect=/reports");
  await expect(page).toHaveURL("/reports");
  await page.goto("/auth");
  await expect(page).toHaveURL("/dashboard");
});

test("shows each field's error under it, and /sign-up opens on Register", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await page.goto("/sign-up");
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Email").fill("ann@example.ca");
  await page.getByLabel("Password", { exact: true }).fill("lowercase1");
  await page.getByLabel("Confirm password").fill("different");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
});

test("registering an email that has an account signs nobody in and mails the owner", async ({ page, request }) => {
  const email = uniqueEmail("twice");
  expect((await request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);

  await page.goto("/sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Check your inbox");
  await expect(page).toHaveURL("/sign-up");
  expect(await page.evaluate(() => localStorage.getItem("authToken"))).toBeNull();

  await page.goto(await waitForMailLink(email, /tried to register/i));
  await expect(page).toHaveURL("/auth");
  await logIn(page, email, PASSWORD);
  await expect(signOutButton(page)).toBeVisible();
});

for (const width of [1280, 390]) {
  test(`at ${width} px, Start Free opens Register and the typed email follows into the sign-in-link and reset forms`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    // The header's button, which on a phone lives in the menu.
    const header = width < 1024 ? page.getByRole("dialog") : page.getByRole("banner");
    if (width < 1024) await page.getByRole("button", { name: "Open menu" }).click();
    await header.getByRole("link", { name: "Start Free" }).click();
    await expect(page).toHaveURL("/sign-up");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Create account" })).toBeVisible();
    await shot(page, `start-free-register-${width}`);

    const email = uniqueEmail("follows");
    await page.getByRole("tab", { name: "Login" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with an email link" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await shot(page, `sign-in-link-email-${width}`);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();
    await expect(page.getByRole("region", { name: /Notifications/ })).not.toContainText("Check your email");

    await page.getByRole("button", { name: "Back to Login" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });
}
