import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { deletionConfirmSchema, deletionRequestSchema } from "#domain/account-schemas";
import type { AccountDeleted, AccountFacts, PrivacyContact } from "#domain/api/account";
import type { MessageAnswer } from "#domain/api/auth";
import type { Clock } from "#domain/calendar/canadian-calendar";
import { translatorFor } from "#domain/i18n/translators";
import type { Auth } from "../auth/create-auth";
import { createReauthenticate, passwordHashOf } from "../auth/reauthenticate";
import type { RequireUser } from "../auth/session-user";
import type { Config } from "../config";
import type { DB } from "../db/schema";
import { parseInput } from "../http/parse-input";
import { requestLocale } from "../http/request-locale";
import type { PaymentGateway } from "../integrations/payments/payment-gateway";
import { accountDeletedEmail, accountDeletionEmail } from "../mail/account-emails";
import type { MailMessage, Mailer } from "../mail/mailer";
import { buildDataExport } from "../services/account/build-data-export";
import { deleteAccount } from "../services/account/delete-account";
import { createDeletionLink } from "../services/account/deletion-links";
import { oneAtATime } from "../services/payments/one-at-a-time";

export const DELETION_PAGE = "/account/delete";

export interface AccountRoutesDeps {
  db: Kysely<DB>;
  auth: Auth;
  requireUser: RequireUser;
  gateway: PaymentGateway | null;
  mailer: Mailer;
  config: Config;
  now: Clock;
}

/** The user's rights over their data (PIPEDA, Québec's Law 25): a copy of all of it, and its deletion. */
export function accountRoutes({ db, auth, requireUser, gateway, mailer, config, now }: AccountRoutesDeps) {
  const reauthenticate = createReauthenticate(auth, db);
  // A double submit of one link runs once; the second finds it spent and answers the same.
  const perLink = oneAtATime();

  return async function (app: FastifyInstance) {
    // Sent after the answer, like every account mail: a mail outage must not undo or hold up what was done.
    const send = (message: MailMessage) => {
      void mailer.send(message).catch((err: unknown) => {
        app.log.error({ err: { name: (err as Error)?.name }, subject: message.subject }, "sending mail failed");
      });
    };

    app.get("/api/privacy/contact", async (): Promise<PrivacyContact> => ({ email: config.PRIVACY_CONTACT_EMAIL }));

    app.get("/api/account", async (request): Promise<AccountFacts> => {
      const user = await requireUser(request);
      return { hasPassword: (await passwordHashOf(db, user.id)) !== null };
    });

    app.get(
      "/api/account/export",
      {
        config: {
          rateLimit: {
            max: config.EXPORT_RATE_LIMIT_MAX,
            timeWindow: config.EXPORT_RATE_LIMIT_WINDOW_MS,
            // Per account where there is one; the anonymous are refused anyway, by address.
            keyGenerator: async (request) => {
              const session = await requireUser(request).catch(() => null);
              return session ? `user:${session.id}` : `ip:${request.ip}`;
            },
          },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const at = now();
        const zip = await buildDataExport(db, user, at);
        return reply
          .header("content-type", "application/zip")
          .header("content-disposition", `attachment; filename="celiacclaim-my-data-${at.toISOString().slice(0, 10)}.zip"`)
          .send(Buffer.from(zip));
      },
    );

    const limited = { config: { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.AUTH_RATE_LIMIT_WINDOW_MS } } };

    app.post("/api/account/deletion/request", limited, async (request): Promise<MessageAnswer> => {
      const { password } = parseInput(deletionRequestSchema, request.body);
      const user = await reauthenticate(request, password);
      const token = await createDeletionLink(db, user.id, now());
      send(accountDeletionEmail(user.email, `${config.PUBLIC_URL}${DELETION_PAGE}?token=${encodeURIComponent(token)}`, requestLocale(request)));
      return { message: translatorFor(requestLocale(request)).t("account.answer.deletionSent", { email: user.email }) };
    });

    app.post("/api/account/deletion/confirm", limited, async (request): Promise<AccountDeleted> => {
      const { token } = parseInput(deletionConfirmSchema, request.body);
      const { email } = await perLink(token, () => deleteAccount({ db, gateway }, token, now()));
      if (email) send(accountDeletedEmail(email, config.PUBLIC_URL, requestLocale(request)));
      return { deleted: true, message: translatorFor(requestLocale(request)).t("account.answer.deleted") };
    });
  };
}
