import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import { getPlanStatus } from "../services/plans/get-plan-status";
import type { Clock } from "#domain/calendar/canadian-calendar";

export interface PlanRoutesDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  freeReceiptsPerMonth: number;
  paymentsAvailable: boolean;
  now: Clock;
}

export function planRoutes({ db, requireUser, freeReceiptsPerMonth, paymentsAvailable, now }: PlanRoutesDeps) {
  return async function (app: FastifyInstance) {
    app.get("/api/subscription-status", async (request) => {
      const user = await requireUser(request);
      return getPlanStatus(db, { userId: user.id, now: now(), freeReceiptsPerMonth, paymentsAvailable });
    });
  };
}
