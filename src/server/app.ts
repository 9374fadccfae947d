import Fastify, { type FastifyReply } from "fastify";
import cookie from "@fastify/cookie";
import type { Config } from "./config";
import { systemClock, type Clock } from "#domain/calendar/canadian-calendar";
import type { Database } from "./db/open-database";
import type { Mailer } from "./mail/mailer";
import type { ReceiptExtractor } from "./integrations/extraction/receipt-extractor";
import type { ReceiptCatalog } from "./services/receipts/receipt-catalog";
import { createRequireUser } from "./auth/session-user";
import { receiptRoutes } from "./routes/receipts";
import { receiptUploadRoutes } from "./routes/receipt-upload";
import { createReceiptWorkQueue } from "./services/receipts/receipt-work-queue";
import { inProcessReading, type ReceiptReading } from "./services/receipts/receipt-reading";
import { startJobsReading } from "./services/receipt-jobs/start-jobs-reading";
import { taxReportRoutes } from "./routes/tax-report";
import { settingsRoutes } from "./routes/settings";
import { startReceiptMailListener, type ReceiptMailListenerOptions } from "./services/receipt-mail/receipt-mail-listener";
import { plannerRoutes } from "./routes/planner";
import { planRoutes } from "./routes/plans";
import { paymentRoutes } from "./routes/payments";
import { createStripeGateway } from "./integrations/payments/stripe-gateway";
import { createPremiumAccess } from "./services/payments/premium-access";
import { createAuth } from "./auth/create-auth";
import { registerErrorHandler } from "./http/error-handler";
import { registerCanonicalPaths, isApiPath, pathOf } from "./http/canonical-path";
import { toErrorReply } from "./http/error-reply";
import { registerErrorBodies } from "./http/error-body";
import { registerInputGuards } from "./http/input-guards";
import { registerSecurity } from "./http/security";
import { createSharedLimits } from "./limits/shared-limits";
import { registerSameOriginGuard } from "./http/same-origin-guard";
import { registerWeb } from "./http/serve-web";
import { authRoutes } from "./routes/auth";
import { authHandlerRoutes } from "./routes/auth-handler";
import { healthRoutes } from "./routes/health";
import { loadSiteContent } from "./content/load-site-content";
import { publicSiteRoutes } from "./routes/public-site";
import { chatRoutes } from "./routes/chat";
import { accountRoutes } from "./routes/account";
import { createChatAssistant } from "./services/chat/chat-assistant";
import { createChatIndexes } from "./services/chat/chat-indexes";
import { createAnswerWriter } from "./integrations/chat/create-answer-writer";

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  authSecret: string;
  extractor: ReceiptExtractor;
  catalog: ReceiptCatalog;
  /** Where logs go (stdout by default); tests read it to prove what is never logged. */
  logStream?: { write(line: string): void };
  /** The one clock of the app; tests pass one that stands still. */
  now?: Clock;
  /** Told when a mailed receipt has been read or dropped (tests wait on it). */
  onReceiptMail?: ReceiptMailListenerOptions["onProcessed"];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app answers, method by method (HEAD included), in registration order: the fuzz suite's list. */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** The port the receipt mail listener took, or null when this server receives no mail. */
    receiptMailPort: number | null;
  }
}

// Tokens arrive in email links, in query strings and in better-auth's reset path; they must never reach the logs.
const redactUrl = (url: string) =>
  url.replace(/([?&](?:token|code)=)[^&]*/gi, "$1[redacted]").replace(/(\/reset-password\/)[^/?]+/i, "$1[redacted]");

/** Builds the whole app without listening, so tests drive it with inject(). */
export async function buildApp({ config, database, mailer, authSecret, extractor, catalog, logStream, now, onReceiptMail }: AppDeps) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream ? { stream: logStream } : {}),
      redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    // A URL Fastify cannot route (a broken percent-encoding) is refused before any hook: in the app's words and shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, body } = toErrorReply(error);
      return reply.code(status).header("cache-control", "no-store").send(body);
    },
  });

  const routeTable: { method: string; url: string }[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", ({ method, url }) => {
    for (const m of Array.isArray(method) ? method : [method]) routeTable.push({ method: m, url });
  });

  // First of all: every hook after this one may trust that the raw path is the path that was routed.
  registerCanonicalPaths(app);
  registerErrorHandler(app);
  // Before any route: every JSON body and parameter is checked here, better-auth's /api/auth/* included.
  registerInputGuards(app);
  registerErrorBodies(app);
  const limits = createSharedLimits(database, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  app.addHook("onClose", async () => limits.close());
  await registerSecurity(app, config, limits);
  registerSameOriginGuard(app, config.PUBLIC_URL);
  await app.register(cookie);

  const auth = createAuth({ config, database, mailer, secret: authSecret, log: app.log, limits: limits.store });
  const requireUser = createRequireUser(auth);
  const clock: Clock = now ?? systemClock;
  const gateway =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          publishableKey: config.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
          apiBaseUrl: config.STRIPE_API_BASE_URL,
          log: app.log,
        })
      : null;
  // Looked up at start; should Stripe not answer now, the first upgrade tries again.
  gateway?.preparePrice().catch(() => undefined);
  const access = createPremiumAccess(database.db, { paymentsConfigured: gateway !== null, now: clock });
  await app.register(healthRoutes(database));
  await app.register(authRoutes(auth, config));
  await app.register(authHandlerRoutes(auth, config));
  const secondsPerReceipt = extractor.engine === "ocr" ? 3 : 10;
  const reading: ReceiptReading =
    config.RECEIPT_READING === "jobs" && config.DATABASE_URL
      ? await startJobsReading({ config, databaseUrl: config.DATABASE_URL, db: database.db, secondsPerReceipt, log: app.log })
      : inProcessReading(
          { db: database.db, extractor, catalog },
          createReceiptWorkQueue({ workers: extractor.concurrency, depth: config.RECEIPT_QUEUE_DEPTH, secondsPerReceipt }),
        );
  app.addHook("onClose", async () => reading.close());
  await app.register(
    receiptUploadRoutes({
      db: database.db,
      requireUser,
      reading,
      isPremium: access.isPremium,
      freeReceiptsPerMonth: config.FREE_RECEIPTS_PER_MONTH,
      paymentsAvailable: gateway !== null,
      limits: { perUser: config.UPLOAD_RATE_LIMIT_MAX, windowMs: config.UPLOAD_RATE_LIMIT_WINDOW_MS },
      bodyLimit: config.RECEIPT_BODY_LIMIT_BYTES,
      now: clock,
    }),
  );
  await app.register(receiptRoutes({ db: database.db, requireUser, catalog, now: clock }));
  await app.register(taxReportRoutes({ db: database.db, requireUser, access, now: clock }));
  const receiptMailDomain = config.RECEIPT_MAIL_DOMAIN && config.RECEIPT_SMTP_PORT !== undefined ? config.RECEIPT_MAIL_DOMAIN : null;
  await app.register(settingsRoutes({ db: database.db, requireUser, now: clock, receiptMailDomain }));
  const receiptMail =
    receiptMailDomain === null || config.RECEIPT_SMTP_PORT === undefined
      ? null
      : await startReceiptMailListener({
          db: database.db,
          extractor,
          catalog,
          mailer,
          freeReceiptsPerMonth: config.FREE_RECEIPTS_PER_MONTH,
          paymentsAvailable: gateway !== null,
          isPremium: access.isPremium,
          publicUrl: config.PUBLIC_URL,
          domain: receiptMailDomain,
          host: config.RECEIPT_SMTP_HOST,
          port: config.RECEIPT_SMTP_PORT,
          maxBytes: config.RECEIPT_MAIL_MAX_BYTES,
          perHour: config.RECEIPT_MAIL_PER_HOUR,
          limits: limits.store,
          now: clock,
          // Counts only: who wrote and what is in a mail are never logged.
          onProcessed: (outcome) => {
            app.log.info({ stored: outcome.stored, dropped: outcome.dropped }, "receipt mail read");
            onReceiptMail?.(outcome);
          },
          onError: (error) => app.log.error({ err: error }, "receipt mail failed"),
        });
  app.decorate("receiptMailPort", receiptMail?.port ?? null);
  app.addHook("onClose", async () => receiptMail?.close());
  await app.register(plannerRoutes({ db: database.db, requireUser, now: clock }));
  await app.register(
    planRoutes({
      db: database.db,
      requireUser,
      freeReceiptsPerMonth: config.FREE_RECEIPTS_PER_MONTH,
      paymentsAvailable: gateway !== null,
      now: clock,
    }),
  );
  await app.register(paymentRoutes({ db: database.db, requireUser, gateway, freeReceiptsPerMonth: config.FREE_RECEIPTS_PER_MONTH, now: clock }));
  await app.register(accountRoutes({ db: database.db, auth, requireUser, gateway, mailer, config, now: clock }));
  const offer = {
    premiumOnSale: gateway !== null,
    // As the public payments config says it: 0 is no limit.
    freeReceiptsPerMonth: config.FREE_RECEIPTS_PER_MONTH === 0 ? null : config.FREE_RECEIPTS_PER_MONTH,
  };
  const siteContent = loadSiteContent(config.CONTENT_DIR, offer);
  await app.register(publicSiteRoutes(siteContent, config.PUBLIC_URL));
  const assistant = createChatAssistant({
    db: database.db,
    indexes: createChatIndexes(config.CONTENT_DIR, offer),
    writer: createAnswerWriter(config),
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    now: clock,
  });
  const chatLimits = {
    perClient: config.CHAT_RATE_LIMIT_MAX,
    perEmail: config.CHAT_EMAIL_RATE_LIMIT_MAX,
    windowMs: config.CHAT_RATE_LIMIT_WINDOW_MS,
  };
  await app.register(chatRoutes({ assistant, auth, limits: chatLimits }));
  await registerWeb(app, config.WEB_DIST_DIR);

  app.addHook("onSend", async (request, reply) => {
    if (isApiPath(pathOf(request.url))) reply.header("cache-control", "no-store");
  });
  return app;
}
