import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { claimDefaultsSchema } from "#domain/tax/claim-defaults-schema";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import { parseInput } from "../http/parse-input";
import { getClaimDefaults, saveClaimDefaults } from "../services/settings/claim-defaults";

export interface SettingsRoutesDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  now?: () => Date;
}

/** The signed-in user's settings: for now, whom new claim lines are for and the share claimed. */
export function settingsRoutes({ db, requireUser, now = () => new Date() }: SettingsRoutesDeps) {
  return async function (app: FastifyInstance) {
    app.get("/api/settings/claim-defaults", async (request) => {
      const user = await requireUser(request);
      return getClaimDefaults(db, user.id);
    });

    app.put("/api/settings/claim-defaults", async (request) => {
      const user = await requireUser(request);
      return saveClaimDefaults(db, user.id, parseInput(claimDefaultsSchema, request.body), now());
    });
  };
}
