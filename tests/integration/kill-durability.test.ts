import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { duplicatedClaimLines, halfDoneConfirmations } from "./support/claim-consistency";
import { startFakeVisionServer, type FakeVisionServer } from "./support/fake-vision-server";
import { startBurst, type AckedReceipt } from "./support/receipt-burst";
import { receiptImage } from "./support/receipt-image";
import { buildServerBundle, startServer, type RunningServer } from "./support/spawn-server";
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from "./support/test-database";
import { visionItem, visionReceipt } from "./support/vision-receipt";

// Two GF substitutes the server selects and claims, and one line it never claims.
const RECEIPT = visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("GF PRETZEL TWISTS", 4.69), visionItem("BANANAS", 1.74)], {
  store: "Loblaws",
  purchaseDate: "2025-03-14",
});

/** Acknowledged writes after which each round's kill -9 lands: among the first uploads, then deep in the mix. */
const KILL_AFTER_ACKS = [2, 15, 40];

const until = async (ready: () => boolean) => {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 2));
};

describe.each(DATABASE_KINDS)("kill -9 durability on %s", (kind) => {
  let bundle: string;
  let vision: FakeVisionServer;
  let testDb: TestDatabase;
  let server: RunningServer | undefined;
  let env: Record<string, string>;
  let image: string;
  const dir = mkdtempSync(join(tmpdir(), "celiacclaim-kill-"));

  beforeAll(async () => {
    [bundle, vision, testDb, image] = await Promise.all([
      buildServerBundle("kill-durability-test"),
      startFakeVisionServer(),
      createTestDatabase(kind),
      receiptImage(),
    ]);
    vision.willRead(RECEIPT);
    env = {
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // Fixed, so sessions signed before a kill still verify after it.
      AUTH_SECRET: "kill-durability-secret-0123456789abcdef",
      SQLITE_PATH: kind === "sqlite" ? testDb.url : join(dir, "unused.sqlite"),
      ...(kind === "postgres" ? { DATABASE_URL: testDb.url } : {}),
      OUTBOX_DIR: join(dir, "outbox"),
      EXTRACTION_ENGINE: "openai",
      VISION_API_BASE_URL: vision.baseUrl,
      VISION_API_KEY: "test",
      VISION_MODEL: "test-vision",
      FREE_RECEIPTS_PER_MONTH: "100000",
      AUTH_RATE_LIMIT_MAX: "1000",
    };
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await vision?.close();
    await testDb?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const request = async (method: string, path: string, cookie: string, body?: object) => {
    const res = await fetch(server!.url + path, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  /** Everything acknowledged before any kill is there, once, and a confirmed receipt still confirms only once. */
  async function expectEveryAcknowledgedWrite(cookie: string, receipts: Map<string, AckedReceipt>) {
    expect((await request("GET", "/api/health", "")).status).toBe(200);
    for (const acked of receipts.values()) {
      const { status, json } = await request("GET", `/api/receipts/${acked.id}`, cookie);
      expect(status).toBe(200);
      const items = json.items as { id: string; productName: string }[];
      expect(items.map((i) => i.id).sort()).toEqual([...acked.itemIds].sort());
      if (acked.edit) expect(items.find((i) => i.id === acked.edit!.itemId)?.productName).toBe(acked.edit.productName);
      if (acked.logsCreated === undefined) continue;
      expect(json.status).toBe("confirmed");
      const again = await request("POST", `/api/receipts/${acked.id}/confirm`, cookie, {});
      expect(again.json).toEqual({ logsCreated: acked.logsCreated, alreadyConfirmed: true });
      const lines = await testDb.database.db.selectFrom("line_items").select("id").where("receipt_id", "=", acked.id).execute();
      expect(lines).toHaveLength(acked.logsCreated);
    }
    expect(await duplicatedClaimLines(testDb.database)).toEqual([]);
    expect(await halfDoneConfirmations(testDb.database)).toEqual([]);
  }

  // A ceiling only: four server starts, each awaited by what the server prints, on a machine that may be busy.
  it("keeps every acknowledged write through kill -9 at three moments", { timeout: 180_000 }, async () => {
    server = await startServer(bundle, env);
    const registered = await fetch(`${server.url}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "durable@example.ca", password: "Gluten123" }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const receipts = new Map<string, AckedReceipt>();
    for (const killAfter of KILL_AFTER_ACKS) {
      const burst = startBurst(server.url, cookie, image, receipts);
      // The burst ending first (every worker stopped) is a failure the checks below report, not a wait forever.
      await Promise.race([until(() => burst.acks() >= killAfter), burst.done]);
      await server.stop("SIGKILL");
      await burst.done;
      expect(burst.unexpected).toEqual([]);

      server = await startServer(bundle, env);
      await expectEveryAcknowledgedWrite(cookie, receipts);
    }
    expect([...receipts.values()].filter((r) => r.logsCreated !== undefined).length).toBeGreaterThan(5);

    // And it carries on as if nothing had happened.
    const fresh = await request("POST", "/api/receipts", cookie, { base64Image: image });
    expect(fresh.status).toBe(201);
    expect((await request("POST", `/api/receipts/${String(fresh.json.id)}/confirm`, cookie, { saveAnyway: true })).json).toEqual({ logsCreated: 2, alreadyConfirmed: false });
    await server.stop("SIGTERM");
  });
});
