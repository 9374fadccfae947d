import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { PaymentsConfig, PaymentSubscription } from "#domain/api/plans";
import { DomainError } from "#domain/errors";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import type { PaymentGateway } from "../integrations/payments/payment-gateway";
import { PREMIUM_PRICE } from "../integrations/payments/stripe-gateway";
import { cancelSubscription } from "../services/payments/cancel-subscription";
import { createSubscription } from "../services/payments/create-subscription";
import { handleWebhook } from "../services/payments/handle-webhook";
import { oneAtATime } from "../services/payments/one-at-a-time";
import { refreshPendingSubscription } from "../services/payments/refresh-pending-subscription";
import { refundSubscription } from "../services/payments/refund-subscription";
import { currentSubscription, grantsPremium } from "../services/payments/subscription-records";
import { toSubscriptionView } from "../services/payments/subscription-view";
import type { Clock } from "#domain/calendar/canadian-calendar";

export interface PaymentRoutesDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  /** Null on a server without Stripe keys: Premium is not on sale there. */
  gateway: PaymentGateway | null;
  /** FREE_RECEIPTS_PER_MONTH; 0 is no limit. */
  freeReceiptsPerMonth: number;
  now: Clock;
}

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The payments endpoints of docs/product-spec.md §7, the price the pages show, the refund, and Stripe's webhook. */
export function paymentRoutes({ db, requireUser, gateway, freeReceiptsPerMonth, now }: PaymentRoutesDeps) {
  const serially = oneAtATime();
  const needGateway = () => {
    if (!gateway) throw new DomainError("PAYMENTS_NOT_CONFIGURED");
    return gateway;
  };

  return async function (app: FastifyInstance) {
    app.get("/api/payments/config", async (): Promise<PaymentsConfig> => ({
      publishableKey: gateway?.publishableKey ?? null,
      freeReceiptsPerMonth: freeReceiptsPerMonth === 0 ? null : freeReceiptsPerMonth,
      price: { amountCents: PREMIUM_PRICE.unitAmountCents, currency: PREMIUM_PRICE.currency, interval: PREMIUM_PRICE.interval },
    }));

    app.get("/api/payments/subscription", async (request): Promise<PaymentSubscription> => {
      const user = await requireUser(request);
      await refreshPendingSubscription(db, gateway, user.id, now());
      const time = now();
      const row = await currentSubscription(db, user.id, time);
      return { isSubscribed: grantsPremium(row, time), subscription: toSubscriptionView(row, time), paymentsAvailable: gateway !== null };
    });

    app.post("/api/payments/create-subscription", async (request) => {
      const user = await requireUser(request);
      const payments = needGateway();
      return serially(user.id, () => createSubscription(db, payments, { user, now: now() }));
    });

    app.post("/api/payments/cancel-subscription", async (request) => {
      const user = await requireUser(request);
      const payments = needGateway();
      return { subscription: await serially(user.id, () => cancelSubscription(db, payments, { userId: user.id, now: now() })) };
    });

    app.post("/api/payments/refund", async (request) => {
      const user = await requireUser(request);
      const payments = needGateway();
      return { subscription: await serially(user.id, () => refundSubscription(db, payments, { userId: user.id, now: now() })) };
    });

    // Stripe signs the exact bytes it sent, so this one route keeps its body raw, whatever its content type.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
      raw.post("/api/payments/webhook", async (request) => {
        const payments = needGateway();
        const signature = request.headers["stripe-signature"];
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) throw new DomainError("WEBHOOK_SIGNATURE_INVALID");
        return handleWebhook(db, payments, { rawBody: request.body, signature, now: now() });
      });
    });
  };
}
