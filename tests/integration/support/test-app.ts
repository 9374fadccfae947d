import type { LightMyRequestResponse } from "fastify";
import { buildApp, type AppDeps } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase, type DialectName } from "#server/db/open-database";
import { createSmtpMailer } from "#server/mail/smtp-mailer";
import { seedCatalog } from "#server/db/seed-catalog";
import { createOpenAiReceiptExtractor } from "#server/integrations/extraction/openai-receipt-extractor";
import type { ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { loadReceiptCatalog } from "#server/services/receipts/load-receipt-catalog";
import { startFakeVisionServer } from "./fake-vision-server";
import { startSmtpInbox } from "./smtp-inbox";
import { createTestDatabase } from "./test-database";

export interface TestAppOptions {
  /** Defaults to the real `openai` engine talking to a loopback fake vision server. */
  extractor?: ReceiptExtractor;
  now?: () => Date;
  logStream?: { write(line: string): void };
  onReceiptMail?: AppDeps["onReceiptMail"];
}

export const PUBLIC_URL = "http://localhost:3999";
const TEST_AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";

/** A fully wired app on its own database and SMTP inbox; `env` overrides configuration. */
export async function createTestApp(kind: DialectName, env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const testDb = await createTestDatabase(kind);
  const inbox = await startSmtpInbox();
  const vision = await startFakeVisionServer();
  const config = testConfig(inbox.url, env);
  const mailer = createSmtpMailer(inbox.url, config.MAIL_FROM);
  await seedCatalog(testDb.database, "data/catalog/products.csv");
  const catalog = await loadReceiptCatalog(testDb.database.db, {
    gfBrandsPath: "data/gluten-free/brands.csv",
    gfProductsPath: "data/gluten-free/gf-products.csv",
  });
  const extractor =
    options.extractor ??
    createOpenAiReceiptExtractor({ baseUrl: vision.baseUrl, apiKey: "test", model: "test-vision", timeoutMs: 5000 });
  const app = await buildApp({
    config,
    database: testDb.database,
    mailer,
    authSecret: TEST_AUTH_SECRET,
    extractor,
    catalog,
    now: options.now,
    logStream: options.logStream,
    onReceiptMail: options.onReceiptMail,
  });
  await app.ready();
  return {
    app,
    inbox,
    vision,
    database: testDb.database,
    /** The SQLite file or the PostgreSQL URL of this app's own database. */
    databaseUrl: testDb.url,
    async close() {
      await app.close();
      await mailer.close();
      await extractor.close();
      await vision.close();
      await inbox.close();
      await testDb.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const testConfig = (smtpUrl: string, env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: "test",
    PUBLIC_URL,
    SMTP_URL: smtpUrl,
    WEB_DIST_DIR: "/nonexistent",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "1000",
    RECEIPT_SMTP_HOST: "127.0.0.1",
    ...env,
  });

/**
 * Another instance of `first`'s app, as a second server would be: its own connections to the same database, the same
 * secret, inbox and fake vision server, and `env` (which should match the first's where the two must agree).
 */
export async function createSecondInstance(first: TestApp, env: Record<string, string> = {}) {
  const database = openDatabase(
    first.database.dialect === "postgres" ? { databaseUrl: first.databaseUrl, sqlitePath: "" } : { sqlitePath: first.databaseUrl },
  );
  const config = testConfig(first.inbox.url, env);
  const mailer = createSmtpMailer(first.inbox.url, config.MAIL_FROM);
  const extractor = createOpenAiReceiptExtractor({ baseUrl: first.vision.baseUrl, apiKey: "test", model: "test-vision", timeoutMs: 5000 });
  const catalog = await loadReceiptCatalog(database.db, {
    gfBrandsPath: "data/gluten-free/brands.csv",
    gfProductsPath: "data/gluten-free/gf-products.csv",
  });
  const app = await buildApp({ config, database, mailer, authSecret: TEST_AUTH_SECRET, extractor, catalog });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await mailer.close();
      await extractor.close();
      await database.close();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back as a Cookie header. */
export function cookiesFrom(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/** Turns an absolute email link into the path inject() needs. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}
