import { join, dirname } from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import { loadConfigOrExit } from "./config";
import { resolveAuthSecret } from "./auth/resolve-auth-secret";
import { openDatabase } from "./db/open-database";
import { prepareDatabase } from "./db/prepare-database";
import { createOutboxMailer } from "./mail/outbox-mailer";
import { createSmtpMailer } from "./mail/smtp-mailer";
import { createReceiptExtractor } from "./integrations/extraction/create-receipt-extractor";
import { loadReceiptCatalog } from "./services/receipts/load-receipt-catalog";

async function main() {
  const config = loadConfigOrExit(process.env);
  const log = pino({ level: config.LOG_LEVEL });
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  const { applied, products } = await prepareDatabase(database, config.CATALOG_PATH);
  if (applied.length > 0) log.info({ applied }, "database migrated");
  log.info({ products, database: database.dialect }, "catalog loaded");

  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(config.OUTBOX_DIR, config.MAIL_FROM, log, { logLinks: config.NODE_ENV !== "production" });
  const secretFile = join(dirname(config.SQLITE_PATH === ":memory:" ? "data/x" : config.SQLITE_PATH), ".auth-secret");
  const authSecret = resolveAuthSecret(config.AUTH_SECRET, secretFile);
  const catalog = await loadReceiptCatalog(database.db, { gfBrandsPath: config.GF_BRANDS_PATH, gfProductsPath: config.GF_PRODUCTS_PATH });
  const extractor = createReceiptExtractor(config);
  const app = await buildApp({ config, database, mailer, authSecret, extractor, catalog });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await extractor.close();
    await mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  console.log(`\nCeliacClaim is running at http://localhost:${port}\n`);
}

main().catch((err) => {
  console.error("CeliacClaim failed to start:", err);
  process.exit(1);
});
