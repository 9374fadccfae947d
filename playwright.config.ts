import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { salesDatabaseUrl } from "./tests/e2e/support/sales-database";
import { SALES_PORT, STRIPE_CONTROL_PORT, STRIPE_PORT, STRIPE_WEBHOOK_SECRET } from "./tests/e2e/support/sales-server";

const SALES_DATABASE_URL = salesDatabaseUrl();

const PORT = Number(process.env.E2E_PORT ?? 3310);
// Debian's Chromium, as its headless shell when installed: the same Blink and V8 without the desktop browser's
// compositor, a third less CPU over the journeys on two cores (decision 029). Playwright's own download is not reachable.
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));
// Separate ports and data dirs let several checkouts run their suites at once.
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? ".e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Two workers share two cores with the server and OCR, so journeys get room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // Journeys check what a page says and does, not how it moves; without motion a waiting page stops repainting its
    // spinners while the server reads a photo on the same two cores.
    reducedMotion: "reduce",
    // The built app installs a service worker that precaches the whole app; the journeys that prove it allow it
    // (tests/e2e/installable-app.spec.ts), the others keep the network as they drive it (decision 032).
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && node dist/server/main.js`,
      url: `http://localhost:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        SQLITE_PATH: `${E2E_DATA_DIR}/e2e.sqlite`,
        OUTBOX_DIR: `${E2E_DATA_DIR}/outbox`,
        AUTH_RATE_LIMIT_MAX: "1000",
        LOG_LEVEL: "warn",
        PRIVACY_CONTACT_EMAIL: "privacy@celiacclaim.ca",
        // The receipt mail listener on a free port: the journeys turn the forwarding address on in Settings.
        RECEIPT_SMTP_PORT: "0",
        RECEIPT_MAIL_DOMAIN: "receipts.celiacclaim.test",
      },
    },
    // Stripe, faked on loopback: its API for the sales server below, and a control port for the journeys.
    {
      command: "node scripts/run-ts.mjs tests/e2e/support/fake-stripe-server.ts",
      url: `http://127.0.0.1:${STRIPE_CONTROL_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STRIPE_PORT: String(STRIPE_PORT),
        STRIPE_CONTROL_PORT: String(STRIPE_CONTROL_PORT),
        APP_URL: `http://127.0.0.1:${SALES_PORT}`,
        STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR}-sales && node scripts/run-ts.mjs tests/e2e/support/sales-database-cli.ts && node dist/server/main.js`,
      url: `http://localhost:${SALES_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(SALES_PORT),
        SQLITE_PATH: `${E2E_DATA_DIR}-sales/e2e.sqlite`,
        // On PostgreSQL when the suite has one (CI), so the payment journeys run on both databases.
        ...(SALES_DATABASE_URL ? { DATABASE_URL: SALES_DATABASE_URL } : {}),
        OUTBOX_DIR: `${E2E_DATA_DIR}-sales/outbox`,
        AUTH_RATE_LIMIT_MAX: "1000",
        LOG_LEVEL: "warn",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: `http://127.0.0.1:${STRIPE_PORT}`,
        // One Free receipt, so a journey reaches the limit with one OCR read instead of five.
        FREE_RECEIPTS_PER_MONTH: "1",
      },
    },
  ],
});
