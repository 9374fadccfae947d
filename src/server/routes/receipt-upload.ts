import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "#domain/errors";
import { processReceiptSchema } from "#domain/receipts/receipt-schemas";
import type { RequireUser, SessionUser } from "../auth/session-user";
import { parseInput } from "../http/parse-input";
import { releaseReceiptSlot, reserveReceiptSlot, type QuotaReservation } from "../services/receipts/check-receipt-quota";
import type { ReadPlace, ReceiptReading } from "../services/receipts/receipt-reading";
import type { Clock } from "#domain/calendar/canadian-calendar";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";

export interface ReceiptUploadDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  reading: ReceiptReading;
  freeReceiptsPerMonth: number;
  /** Whether this server sells Premium: the limit's refusal offers it only then. */
  paymentsAvailable: boolean;
  isPremium(userId: string): Promise<boolean>;
  /** Upload attempts one account may make in `windowMs`, read or not: failed reads cost the server as much. */
  limits: { perUser: number; windowMs: number };
  bodyLimit: number;
  now: Clock;
}

interface AdmittedUpload {
  user: SessionUser;
  /** The one clock reading the month's slot and the stored receipt both go by. */
  now: Date;
  reservation: QuotaReservation | null;
  place?: ReadPlace;
}

/**
 * docs/product-spec.md §7 POST /api/receipts. Everything that can refuse an upload cheaply happens before its body (up
 * to 34 MB) is read: who is asking, how often they have asked, the month's slot, and a place in the receipt work queue.
 */
export function receiptUploadRoutes(deps: ReceiptUploadDeps) {
  const { db } = deps;
  const uploads = new WeakMap<FastifyRequest, AdmittedUpload>();

  return async function (app: FastifyInstance) {
    const takeAttempt = app.createRateLimit({
      max: deps.limits.perUser,
      timeWindow: deps.limits.windowMs,
      keyGenerator: (request) => `upload:${uploads.get(request)!.user.id}`,
    });

    const admit = async (request: FastifyRequest) => {
      const upload: AdmittedUpload = { user: await deps.requireUser(request), now: deps.now(), reservation: null };
      uploads.set(request, upload);
      const attempt = await takeAttempt(request);
      if (!attempt.isAllowed && attempt.isExceeded) {
        throw new DomainError("UPLOAD_RATE_LIMITED", { retryAfterSeconds: attempt.ttlInSeconds });
      }
      upload.reservation = await reserveReceiptSlot(db, {
        userId: upload.user.id,
        now: upload.now,
        limit: deps.freeReceiptsPerMonth,
        isPremium: await deps.isPremium(upload.user.id),
        premiumOnSale: deps.paymentsAvailable,
      });
      upload.place = await deps.reading.admit();
    };

    // Before the answer leaves: the slot of a refused or failed upload is given back, so the next upload already
    // sees it free (a stored receipt has already taken its slot); the queue place is given back once the work ends.
    const finish = async (request: FastifyRequest, reply: FastifyReply) => {
      const upload = uploads.get(request);
      if (!upload) return;
      upload.place?.release();
      if (reply.statusCode < 400) return;
      // Should the database refuse this too, the reservation lapses on its own.
      await releaseReceiptSlot(db, upload.reservation).catch(() => undefined);
    };

    app.post(
      "/api/receipts",
      {
        bodyLimit: deps.bodyLimit,
        onRequest: admit,
        onSend: async (request, reply) => finish(request, reply),
        // A client gone mid-upload never gets an answer; its place is freed once any running work ends.
        onRequestAbort: async (request) => uploads.get(request)?.place?.release(),
      },
      async (request, reply) => {
        const upload = uploads.get(request)!;
        const receipt = await upload.place!.read({
          userId: upload.user.id,
          upload: parseInput(processReceiptSchema, request.body),
          now: upload.now,
          reservation: upload.reservation,
        });
        return reply.status(201).send(receipt);
      },
    );
  };
}
