import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Health } from "#domain/api/health";
import { DomainError } from "#domain/errors";
import type { Database } from "../db/open-database";

export function healthRoutes(database: Database) {
  return async function (app: FastifyInstance) {
    app.get("/api/health", async (request): Promise<Health> => {
      try {
        await sql`select 1`.execute(database.db);
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        throw new DomainError("DATABASE_UNAVAILABLE");
      }
      return { status: "ok", database: database.dialect };
    });
  };
}
