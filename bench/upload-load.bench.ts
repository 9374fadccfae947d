/**
 * npm run bench:upload-load — does the server stay responsive while it reads receipts? Starts the built server
 * (dist/server/main.js, run `npm run build` first) on a fresh SQLite file with the offline OCR engine, sends
 * `--uploads` (default 4) real phone photos at once from four accounts, and meanwhile asks GET /api/health every
 * 100 ms. Prints the health answer times while the photos are read, and each upload's time. Target: every health
 * answer within 1 s (OCR runs on worker threads, off the event loop).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const UPLOADS = Number(process.argv[process.argv.indexOf("--uploads") + 1]) || 4;
const ROUNDS = 2;
const PORT = 3561;
const BASE = `http://127.0.0.1:${PORT}`;
const PHOTOS = ["walmart_20260218_redact.jpg", "costco_20260301_redact.jpg", "tnt_20251202_censor.jpg", "loblaw_20260211_censor.jpg"].map(
  (name) => join("../shared/data/receipt-photos", name),
);

if (!existsSync("dist/server/main.js")) {
  console.error("Run `npm run build` first: this benchmark starts the built server.");
  process.exit(2);
}
const data = mkdtempSync(join(tmpdir(), "upload-load-"));
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SQLITE_PATH: join(data, "bench.sqlite"),
    OUTBOX_DIR: join(data, "outbox"),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "1000",
    FREE_RECEIPTS_PER_MONTH: "1000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("The server did not start.");
}

async function register(n: number): Promise<string> {
  const res = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email: `load-${n}-${Date.now()}@example.com`, password: "Load-Bench-2026" }),
  });
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};

try {
  await waitForServer();
  const cookies = await Promise.all(Array.from({ length: UPLOADS }, (_, n) => register(n)));
  const bodies = Array.from({ length: UPLOADS }, (_, n) =>
    JSON.stringify({ base64Image: `data:image/jpeg;base64,${readFileSync(PHOTOS[n % PHOTOS.length]!).toString("base64")}` }),
  );
  console.log(`\nbench:upload-load — ${UPLOADS} real photos uploaded at once, ${ROUNDS} rounds, GET /api/health every 100 ms\n`);
  console.log("| round | uploads ok | upload s (median / max) | health answers | health ms median | p95 | max |");
  console.log("|---|---|---|---|---|---|---|");
  for (let round = 1; round <= ROUNDS; round++) {
    let busy = true;
    const health: number[] = [];
    const poll = (async () => {
      while (busy) {
        const t0 = performance.now();
        await fetch(`${BASE}/api/health`);
        health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const uploads = await Promise.all(
      bodies.map(async (body, n) => {
        const t0 = performance.now();
        const res = await fetch(`${BASE}/api/receipts`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: BASE, cookie: cookies[n]! },
          body,
        });
        await res.arrayBuffer();
        return { ok: res.status === 201, seconds: (performance.now() - t0) / 1000 };
      }),
    );
    busy = false;
    await poll;
    const secs = uploads.map((u) => u.seconds);
    console.log(
      `| ${round} | ${uploads.filter((u) => u.ok).length}/${UPLOADS} | ${quantile(secs, 0.5).toFixed(1)} / ${Math.max(...secs).toFixed(1)} | ` +
        `${health.length} | ${quantile(health, 0.5).toFixed(0)} | ${quantile(health, 0.95).toFixed(0)} | ${Math.max(...health).toFixed(0)} |`,
    );
  }
} finally {
  server.kill();
  rmSync(data, { recursive: true, force: true });
}
