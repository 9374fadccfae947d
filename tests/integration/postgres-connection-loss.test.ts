import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * PostgreSQL closing the app's idle connections (a restart, a failover, pg_terminate_backend) must not end the
 * process: the next request gets a new connection.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("losing the PostgreSQL connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the next request after the database closed every connection", async () => {
    const register = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } });
    expect((await register("before@example.ca")).statusCode).toBe(201);

    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = new URL(t.databaseUrl).pathname.slice(1);
    const { rowCount } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect((await register("after@example.ca")).statusCode).toBe(201);
  });
});
