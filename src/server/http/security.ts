import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { DomainError } from "#domain/errors";
import type { Config } from "../config";
import type { SharedLimits } from "../limits/shared-limits";
import { waitDetail } from "../limits/wait-message";

export async function registerSecurity(app: FastifyInstance, config: Config, limits: SharedLimits) {
  const https = config.PUBLIC_URL.startsWith("https://");
  // Stripe.js must load from Stripe itself (PCI) and runs the card fields in its own frames; only where Premium is sold.
  const stripe = config.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ["https://js.stripe.com", "https://*.js.stripe.com"],
        // Card checks by the bank (3-D Secure) open in Stripe's frames too.
        frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
        connect: ["https://api.stripe.com"],
      }
    : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        // Radix and React set inline style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", ...stripe.connect],
        frameSrc: stripe.frame.length > 0 ? stripe.frame : ["'none'"],
        fontSrc: ["'self'"],
        // The service worker (sw.js) and the web app manifest, from this site only; no worker from a blob or data URL.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
  });
  // Limits are opt-in per route (see routes/auth.ts and routes/chat.ts); everything else is unlimited. The counts live
  // where every instance sees them when there are several (decision 036).
  await app.register(rateLimit, {
    ...limits.rateLimit,
    global: false,
    errorResponseBuilder: (_req, ctx) =>
      new DomainError("RATE_LIMITED", { detail: waitDetail("error.wait.tooManyAttempts", ctx.ttl) }),
  });
}
