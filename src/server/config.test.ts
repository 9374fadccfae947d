import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with no configuration at all", () => {
    const cfg = loadConfig({});
    expect(cfg.PORT).toBe(3000);
    expect(cfg.PUBLIC_URL).toBe("http://localhost:3000");
    expect(cfg.DATABASE_URL).toBeUndefined();
    expect(cfg.SQLITE_PATH).toBe("data/celiacclaim.sqlite");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).PORT).toBe(3000);
  });

  it("names every bad key", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as Error).message;
      expect(msg).toContain("PORT");
      expect(msg).toContain("DATABASE_URL");
      expect(msg).toContain("LOG_LEVEL");
    }
  });

  it("requires a real secret in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("refuses production without SMTP unless the outbox is chosen explicitly", () => {
    const secret = "x".repeat(32);
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret })).toThrow(/SMTP_URL[\s\S]*MAIL_OUTBOX_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret, SMTP_URL: "smtp://mail:25" }).SMTP_URL).toBe("smtp://mail:25");
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: secret, MAIL_OUTBOX_IN_PRODUCTION: "true" }).MAIL_OUTBOX_IN_PRODUCTION).toBe(true);
    expect(loadConfig({}).MAIL_OUTBOX_IN_PRODUCTION).toBe(false);
  });

  it("needs an endpoint and a model for the vision engine", () => {
    expect(() => loadConfig({ EXTRACTION_ENGINE: "openai" })).toThrow(/VISION_API_BASE_URL[\s\S]*VISION_MODEL/);
    expect(
      loadConfig({ EXTRACTION_ENGINE: "openai", VISION_API_BASE_URL: "http://127.0.0.1:11434/v1", VISION_MODEL: "llava" })
        .EXTRACTION_ENGINE,
    ).toBe("openai");
  });

  it("takes Stripe's three keys together or not at all, each in its own form", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(loadConfig(keys).STRIPE_PUBLISHABLE_KEY).toBe("pk_test_abc");
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: is required when any Stripe key is set[\s\S]*STRIPE_WEBHOOK_SECRET: is required/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "secret" })).toThrow(/STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/);
  });

  it("derives the public URL from the port and strips a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://celiacclaim.ca/" }).PUBLIC_URL).toBe("https://celiacclaim.ca");
  });

  it("reads receipts in-process unless told to use jobs, which need PostgreSQL, and holds reads only outside production", () => {
    expect(loadConfig({}).RECEIPT_READING).toBe("in-process");
    expect(() => loadConfig({ RECEIPT_READING: "jobs" })).toThrow(/RECEIPT_READING: jobs needs DATABASE_URL/);
    expect(loadConfig({ RECEIPT_READING: "jobs", DATABASE_URL: "postgres://db/app" }).RECEIPT_READING).toBe("jobs");
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), MAIL_OUTBOX_IN_PRODUCTION: "true" };
    expect(() => loadConfig({ ...production, RECEIPT_READ_HOLD_FILE: "/tmp/hold" })).toThrow(/RECEIPT_READ_HOLD_FILE: is for tests only/);
  });
});
