import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import { otherExpenseIdSchema, otherExpenseInputSchema } from "#domain/planner/other-expense-schema";
import { reportQuerySchema } from "#domain/tax/tax-report-schemas";
import type { Clock } from "#domain/calendar/canadian-calendar";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import { parseInput } from "../http/parse-input";
import { buildClaimPlannerData } from "../services/planner/claim-planner-data";
import { addOtherExpense, deleteOtherExpense, listOtherExpenses, updateOtherExpense } from "../services/planner/other-expenses";

export interface PlannerRoutesDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  now: Clock;
}

const plannerQuerySchema = z.object({ year: reportQuerySchema.shape.year });

/** The claim planner's data and the other medical expenses the user types for it (decision 030). */
export function plannerRoutes({ db, requireUser, now }: PlannerRoutesDeps) {
  return async function (app: FastifyInstance) {
    app.get("/api/claim-planner", async (request) => {
      const user = await requireUser(request);
      const { year } = parseInput(plannerQuerySchema, request.query);
      return buildClaimPlannerData(db, user.id, year);
    });

    app.get("/api/other-expenses", async (request) => {
      const user = await requireUser(request);
      return listOtherExpenses(db, user.id);
    });

    app.post("/api/other-expenses", async (request) => {
      const user = await requireUser(request);
      return addOtherExpense(db, user.id, parseInput(otherExpenseInputSchema, request.body), now());
    });

    app.put("/api/other-expenses/:id", async (request) => {
      const user = await requireUser(request);
      const { id } = parseInput(otherExpenseIdSchema, request.params);
      return updateOtherExpense(db, user.id, id, parseInput(otherExpenseInputSchema, request.body));
    });

    app.delete("/api/other-expenses/:id", async (request) => {
      const user = await requireUser(request);
      const { id } = parseInput(otherExpenseIdSchema, request.params);
      return deleteOtherExpense(db, user.id, id);
    });
  };
}
