import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { claimDefaultsInputSchema } from "#domain/tax/claim-defaults-schema";
import { claimDocumentsUpdateSchema } from "#domain/tax/claim-documents-schema";
import { localeSettingSchema, type LocaleSetting } from "#domain/i18n/locale-schema";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import { parseInput } from "../http/parse-input";
import { getClaimDefaults, saveClaimDefaults } from "../services/settings/claim-defaults";
import { getClaimDocuments, saveClaimDocuments } from "../services/settings/claim-documents";
import type { Clock } from "#domain/calendar/canadian-calendar";
import { createReceiptAddress, getReceiptAddress, revokeReceiptAddress, type ReceiptMailDomain } from "../services/receipt-mail/receipt-addresses";

export interface SettingsRoutesDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  now: Clock;
  /** The domain e-mailed receipts are received for; null when this server receives none. */
  receiptMailDomain: ReceiptMailDomain;
}

/**
 * The signed-in user's settings: whom new claim lines are for, the share claimed and the net income the credit estimate
 * uses, the documents they keep, and the language they chose.
 */
export function settingsRoutes({ db, requireUser, now, receiptMailDomain }: SettingsRoutesDeps) {
  return async function (app: FastifyInstance) {
    app.get("/api/settings/receipt-address", async (request) => {
      const user = await requireUser(request);
      return getReceiptAddress(db, user.id, receiptMailDomain);
    });

    app.post("/api/settings/receipt-address", async (request) => {
      const user = await requireUser(request);
      return createReceiptAddress(db, user.id, receiptMailDomain, now());
    });

    app.delete("/api/settings/receipt-address", async (request) => {
      const user = await requireUser(request);
      return revokeReceiptAddress(db, user.id, receiptMailDomain, now());
    });

    app.get("/api/settings/claim-defaults", async (request) => {
      const user = await requireUser(request);
      return getClaimDefaults(db, user.id);
    });

    app.put("/api/settings/claim-defaults", async (request) => {
      const user = await requireUser(request);
      return saveClaimDefaults(db, user.id, parseInput(claimDefaultsInputSchema, request.body), now());
    });

    app.put("/api/settings/locale", async (request): Promise<LocaleSetting> => {
      const user = await requireUser(request);
      const { locale } = parseInput(localeSettingSchema, request.body);
      await db.updateTable("user").set({ locale }).where("id", "=", user.id).execute();
      return { locale };
    });

    app.get("/api/settings/documents", async (request) => {
      const user = await requireUser(request);
      return getClaimDocuments(db, user.id);
    });

    app.put("/api/settings/documents", async (request) => {
      const user = await requireUser(request);
      return saveClaimDocuments(db, user.id, parseInput(claimDocumentsUpdateSchema, request.body), now());
    });
  };
}
