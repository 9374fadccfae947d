import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeVisionServer, type FakeVisionServer } from "./support/fake-vision-server";
import { receiptImage } from "./support/receipt-image";
import { buildServerBundle, startServer, startWorker, type RunningServer } from "./support/spawn-server";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { visionItem, visionReceipt } from "./support/vision-receipt";

const STRONG = "Gluten123";

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.runIf(process.env.TEST_DATABASE_URL)("two app processes and two receipt workers on one PostgreSQL database", () => {
  const dir = mkdtempSync(join(tmpdir(), "celiacclaim-jobs-"));
  // The workers hold their first read here once the folder exists (RECEIPT_READ_HOLD_FILE); the last tests arm it.
  const holdFolder = join(dir, "hold");
  const holdFile = join(holdFolder, "first-read");
  let vision: FakeVisionServer;
  let testDb: TestDatabase;
  let image: string;
  const apps: RunningServer[] = [];
  const workers: RunningServer[] = [];
  let users = 0;

  beforeAll(async () => {
    const [appBundle, workerBundle] = await Promise.all([
      buildServerBundle("several-instances-jobs-test"),
      buildServerBundle("several-instances-jobs-test", "worker"),
    ]);
    [vision, testDb, image] = await Promise.all([startFakeVisionServer(), createTestDatabase("postgres"), receiptImage()]);
    vision.willRead(visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99)], { store: "Loblaws", purchaseDate: "2025-03-14" }));
    const env = (name: string) => ({
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "warn",
      DATABASE_URL: testDb.url,
      AUTH_SECRET: "several-instances-jobs-secret-0123456789",
      SQLITE_PATH: join(dir, `${name}.sqlite`),
      OUTBOX_DIR: join(dir, `${name}-outbox`),
      EXTRACTION_ENGINE: "openai",
      VISION_API_BASE_URL: vision.baseUrl,
      VISION_API_KEY: "test",
      VISION_MODEL: "test-vision",
      RECEIPT_READING: "jobs",
      FREE_RECEIPTS_PER_MONTH: "5",
      UPLOAD_RATE_LIMIT_MAX: "30",
      AUTH_RATE_LIMIT_MAX: "1000",
      // A job whose worker went quiet goes to another after 4 s, looked for every second.
      RECEIPT_JOB_EXPIRE_SECONDS: "4",
      RECEIPT_JOB_CHECK_SECONDS: "1",
      RECEIPT_READ_HOLD_FILE: holdFile,
    });
    // One at a time: each start migrates under the start-up lock, and pg-boss installs its schema once.
    apps.push(await startServer(appBundle, env("a"), 60_000));
    apps.push(await startServer(appBundle, env("b"), 60_000));
    workers.push(...(await Promise.all([startWorker(workerBundle, env("w1"), 60_000), startWorker(workerBundle, env("w2"), 60_000)])));
  }, 180_000);
  afterAll(async () => {
    await Promise.all([...apps, ...workers].map((p) => p.stop("SIGTERM")));
    await vision?.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = async (app: RunningServer, path: string, body: object, cookie = "") => {
    const res = await fetch(app.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
  const signUp = async () => {
    const email = `jobs-${++users}@example.ca`;
    const res = await fetch(`${apps[0]!.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: STRONG }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { id: string } };
    return { email, id: body.user.id, cookie: res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
  };
  const receiptsOf = (userId: string) => testDb.database.db.selectFrom("receipts").select("id").where("user_id", "=", userId).execute();

  // Ceilings only: uploads read by other processes on a machine that may be busy.
  it("gets exactly 5 receipts from 30 concurrent uploads by one Free account spread over both apps", { timeout: 90_000 }, async () => {
    const { id, cookie } = await signUp();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => post(apps[i % 2]!, "/api/receipts", { base64Image: image }, cookie)));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 402)).toHaveLength(25);
    const stored = (await receiptsOf(id)).map((r) => r.id).sort();
    expect(results.filter((r) => r.status === 201).map((r) => r.json.id).sort()).toEqual(stored);
  });

  it("locks an email after 5 wrong passwords spread over both apps, on both", async () => {
    const { email } = await signUp();
    for (const app of [apps[0]!, apps[1]!, apps[0]!, apps[1]!, apps[0]!]) {
      expect((await post(app, "/api/login", { email, password: "Wrong1234" })).status).toBe(401);
    }
    for (const app of apps) {
      const locked = await post(app, "/api/login", { email, password: STRONG });
      expect(locked.status).toBe(429);
      expect(locked.json.message).toMatch(/^Too many failed sign-in attempts for this email/);
    }
  });

  it("counts an account's upload attempts on both apps", async () => {
    const { cookie } = await signUp();
    // Attempts without a photo are counted, then refused: 30 of them fill the hour's allowance.
    for (let i = 0; i < 30; i++) expect((await post(apps[i % 2]!, "/api/receipts", {}, cookie)).status).toBe(400);
    for (const app of apps) {
      const refused = await post(app, "/api/receipts", {}, cookie);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  /** Arms the workers' hold: the next read of any of them holds, and its process id is written to the file. */
  const armHold = () => {
    mkdirSync(holdFolder, { recursive: true });
    rmSync(holdFile, { force: true });
  };
  const holdingWorker = async () => {
    await until(() => existsSync(holdFile) && /^\d+\n$/.test(readFileSync(holdFile, "utf8")));
    return Number(readFileSync(holdFile, "utf8"));
  };

  it("stores a receipt whose page lost its connection mid-read, waiting for review", { timeout: 90_000 }, async () => {
    const { cookie } = await signUp();
    armHold();
    // A connection of its own, closed when the page goes (fetch's abort left its pooled connection open, holding the
    // server's graceful close).
    const page = request(`${apps[1]!.url}/api/receipts`, { method: "POST", agent: false, headers: { "content-type": "application/json", cookie } });
    const gone = new Promise((resolve) => page.once("error", () => resolve("gone")));
    page.end(JSON.stringify({ base64Image: image }));
    // A worker has the job and holds its read; then the page goes. The held try expires and the job is tried again.
    await holdingWorker();
    page.destroy(new Error("the page lost its connection"));
    expect(await gone).toBe("gone");
    const waiting = async () => {
      const res = await fetch(`${apps[0]!.url}/api/receipts?status=processed`, { headers: { cookie } });
      return ((await res.json()) as { receipts: { id: string }[] }).receipts;
    };
    let listed = await waiting();
    while (listed.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      listed = await waiting();
    }
    expect(listed).toHaveLength(1);
  });

  it("reads once, in the other worker, a receipt whose worker is killed with kill -9 mid-read", { timeout: 90_000 }, async () => {
    const { id, cookie } = await signUp();
    const readsBefore = vision.received.length;
    armHold();
    const upload = post(apps[0]!, "/api/receipts", { base64Image: image }, cookie);
    // The worker that took the job has written its process id and is holding the read.
    const pid = await holdingWorker();
    const holder = workers.find((w) => w.pid === pid);
    expect(holder).toBeDefined();
    await holder!.stop("SIGKILL");

    const answer = await upload;
    expect(answer.status).toBe(201);
    expect((await receiptsOf(id)).map((r) => r.id)).toEqual([answer.json.id]);
    // Read by the vision engine once (the killed worker never reached it), its slot taken once.
    expect(vision.received.length - readsBefore).toBe(1);
    const slots = await testDb.database.db.selectFrom("receipt_quota_slots").select("receipt_id").where("user_id", "=", id).execute();
    expect(slots).toEqual([{ receipt_id: answer.json.id }]);
    // The job was tried a second time, and completed there once the worker had announced the receipt.
    const job = async () =>
      (
        await sql<{ state: string; retry_count: number }>`
          select state::text as state, retry_count from pgboss.job where data->>'userId' = ${id}`.execute(testDb.database.db)
      ).rows;
    let rows = await job();
    while (rows.length === 1 && rows[0]!.state === "active") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await job();
    }
    expect(rows).toEqual([{ state: "completed", retry_count: 1 }]);
  });
});
