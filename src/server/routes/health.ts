import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/open-database";
import { AppError } from "../http/app-error";

export function healthRoutes(database: Database) {
  return async function (app: FastifyInstance) {
    app.get("/api/health", async (request) => {
      try {
        await sql`select 1`.execute(database.db);
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        throw new AppError(503, "The database is unavailable.");
      }
      return { status: "ok", database: database.dialect };
    });
  };
}
