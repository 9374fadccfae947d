import { z } from "zod";
import { trimEndRun } from "#domain/text/trim-run";

// Empty environment variables mean "not set", so `FOO= npm start` falls back to the default.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])).default("development"),
  HOST: optional(z.string().min(1)).default("0.0.0.0"),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")),
  // Several instances: the counters behind every refusal go to this Redis instead of PostgreSQL (decision 036).
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, "must start with redis:// or rediss://")),
  // Begins every key this app writes in Redis, so deployments sharing one Redis server never count each other's.
  REDIS_PREFIX: optional(z.string().min(1).max(100)).default("celiacclaim:"),
  SQLITE_PATH: optional(z.string().min(1)).default("data/celiacclaim.sqlite"),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string().min(3)).default("CeliacClaim <no-reply@celiacclaim.ca>"),
  OUTBOX_DIR: optional(z.string().min(1)).default("data/outbox"),
  // Production without SMTP refuses to start unless this says the .eml outbox is wanted there (links never logged).
  MAIL_OUTBOX_IN_PRODUCTION: optional(z.stringbool()).default(false),
  CATALOG_PATH: optional(z.string().min(1)).default("data/catalog/products.csv"),
  GF_BRANDS_PATH: optional(z.string().min(1)).default("data/gluten-free/brands.csv"),
  GF_PRODUCTS_PATH: optional(z.string().min(1)).default("data/gluten-free/gf-products.csv"),
  WEB_DIST_DIR: optional(z.string().min(1)).default("dist/web"),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).default("info"),
  BODY_LIMIT_BYTES: optional(z.coerce.number().int().min(1024)).default(1024 * 1024),
  AUTH_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: optional(z.coerce.number().int().min(1000)).default(15 * 60 * 1000),
  TRUST_PROXY: optional(z.stringbool()).default(false),
  EXTRACTION_ENGINE: optional(z.enum(["ocr", "openai"])).default("ocr"),
  OCR_WORKERS: optional(z.coerce.number().int().min(1).max(32)),
  VISION_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  VISION_API_KEY: optional(z.string().min(1)),
  VISION_MODEL: optional(z.string().min(1)),
  VISION_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)).default(60_000),
  // Three photos of one long receipt as the browser sends them (each up to 8 MB, a third more as base64).
  RECEIPT_BODY_LIMIT_BYTES: optional(z.coerce.number().int().min(1024)).default(34 * 1024 * 1024),
  // Uploads waiting for the receipt reader beyond those it is reading; more are refused with 503 and Retry-After.
  RECEIPT_QUEUE_DEPTH: optional(z.coerce.number().int().min(0).max(1000)).default(4),
  UPLOAD_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).default(60),
  UPLOAD_RATE_LIMIT_WINDOW_MS: optional(z.coerce.number().int().min(1000)).default(60 * 60 * 1000),
  // 0 lifts the limit: a self-hosted server without payments has no Premium to sell.
  FREE_RECEIPTS_PER_MONTH: optional(z.coerce.number().int().min(0)).default(5),
  // Premium through Stripe: all three keys, or none (then Premium is not on sale and its features are open to all).
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")),
  STRIPE_PUBLISHABLE_KEY: optional(z.string().regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")),
  STRIPE_WEBHOOK_SECRET: optional(z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")),
  // Tests point the SDK at a loopback fake of the Stripe API.
  STRIPE_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  CONTENT_DIR: optional(z.string().min(1)).default("data"),
  CHAT_API_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  CHAT_API_KEY: optional(z.string().min(1)),
  CHAT_MODEL: optional(z.string().min(1)),
  CHAT_TIMEOUT_MS: optional(z.coerce.number().int().min(1000)).default(20_000),
  CHAT_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).default(20),
  CHAT_EMAIL_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).default(10),
  CHAT_RATE_LIMIT_WINDOW_MS: optional(z.coerce.number().int().min(1000)).default(60_000),
  // Who answers questions about personal information (PIPEDA, Québec's Law 25); shown on the privacy page.
  PRIVACY_CONTACT_EMAIL: optional(z.email()),
  // A whole-account export reads every table the user has rows in: a few an hour are plenty.
  // Receipts by e-mail (decision 034): the app's own SMTP listener, off unless a port and the domain are both set.
  RECEIPT_MAIL_DOMAIN: optional(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a domain name such as receipts.example.ca")),
  RECEIPT_SMTP_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  RECEIPT_SMTP_HOST: optional(z.string().min(1)).default("0.0.0.0"),
  // A receipt mail with its PDF is far below this; the limit is announced (SIZE) and enforced whatever is announced.
  RECEIPT_MAIL_MAX_BYTES: optional(z.coerce.number().int().min(1024)).default(15 * 1024 * 1024),
  RECEIPT_MAIL_PER_HOUR: optional(z.coerce.number().int().min(1)).default(30),
  EXPORT_RATE_LIMIT_MAX: optional(z.coerce.number().int().min(1)).default(5),
  EXPORT_RATE_LIMIT_WINDOW_MS: optional(z.coerce.number().int().min(1000)).default(60 * 60 * 1000),
  // Who reads an upload (decision 037): the process that took it, or `npm run worker` processes through pg-boss jobs.
  RECEIPT_READING: optional(z.enum(["in-process", "jobs"])).default("in-process"),
  // The internal listener a worker fetches an upload's photos from; never the public port, never public.
  RECEIPT_PHOTO_HOST: optional(z.string().min(1)).default("127.0.0.1"),
  RECEIPT_PHOTO_PORT: optional(z.coerce.number().int().min(0).max(65535)).default(0),
  // How workers reach that listener (http://app1:3001 in deploy/compose.yaml); unset, its own address.
  RECEIPT_PHOTO_URL: optional(z.url({ protocol: /^https?$/ })),
  // How long one read may run before its job is handed to another worker.
  RECEIPT_JOB_EXPIRE_SECONDS: optional(z.coerce.number().int().min(1).max(3600)).default(300),
  // How often pg-boss looks for jobs whose worker stopped (expired, or silent past the 10 s heartbeat).
  RECEIPT_JOB_CHECK_SECONDS: optional(z.coerce.number().int().min(1).max(300)).default(5),
  // Tests only: the first read of all the workers sharing this file holds there until its process is killed.
  RECEIPT_READ_HOLD_FILE: optional(z.string().min(1)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "PUBLIC_URL" | "PRIVACY_CONTACT_EMAIL"> {
  PUBLIC_URL: string;
  PRIVACY_CONTACT_EMAIL: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Every bad key is reported at once, so a broken deploy needs one fix-and-retry, not one per key. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const cfg = parsed.data;
  const problems: string[] = [];
  if (cfg.NODE_ENV === "production" && !cfg.AUTH_SECRET) problems.push("AUTH_SECRET: is required when NODE_ENV=production");
  if (cfg.NODE_ENV === "production" && !cfg.SMTP_URL && !cfg.MAIL_OUTBOX_IN_PRODUCTION) {
    problems.push(
      "SMTP_URL: is required when NODE_ENV=production, or no verification, reset or sign-in email would reach anyone " +
        "(set MAIL_OUTBOX_IN_PRODUCTION=true to write them to OUTBOX_DIR instead)",
    );
  }
  if (cfg.EXTRACTION_ENGINE === "openai") {
    if (!cfg.VISION_API_BASE_URL) problems.push("VISION_API_BASE_URL: is required when EXTRACTION_ENGINE=openai");
    if (!cfg.VISION_MODEL) problems.push("VISION_MODEL: is required when EXTRACTION_ENGINE=openai");
  }
  const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
  if (stripeKeys.some((key) => cfg[key])) {
    for (const key of stripeKeys) if (!cfg[key]) problems.push(`${key}: is required when any Stripe key is set`);
  }
  if (cfg.RECEIPT_READING === "jobs" && !cfg.DATABASE_URL) {
    problems.push("RECEIPT_READING: jobs needs DATABASE_URL (the jobs live in PostgreSQL); SQLite reads in-process");
  }
  if (cfg.RECEIPT_READ_HOLD_FILE && cfg.NODE_ENV === "production") problems.push("RECEIPT_READ_HOLD_FILE: is for tests only");
  if (cfg.CHAT_API_BASE_URL && !cfg.CHAT_MODEL) problems.push("CHAT_MODEL: is required when CHAT_API_BASE_URL is set");
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = trimEndRun(cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`, /\//);
  // Unset, the privacy officer is reached at privacy@ the site's own domain: an address every operator can create.
  const privacyContact = cfg.PRIVACY_CONTACT_EMAIL ?? `privacy@${new URL(publicUrl).hostname}`;
  return { ...cfg, PUBLIC_URL: publicUrl, PRIVACY_CONTACT_EMAIL: privacyContact };
}

/** For a process's start: the configuration, or its problems on stderr and exit code 1 (a bad key is no crash). */
export function loadConfigOrExit(env: Record<string, string | undefined>): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
