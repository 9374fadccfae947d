/**
 * npm run bench:load — does the server hold under a crowd? Starts the built server (dist/server/main.js; run
 * `npm run build` first) on loopback, on a fresh SQLite file, with the offline OCR engine and its defaults (Free: 5
 * receipts a month, the default receipt queue), and asks GET /api/health every 50 ms throughout.
 *
 * 1. 20 accounts each upload a 38-megapixel photo (a real receipt photo enlarged, with grain), all at once. A refused upload
 *    waits as its Retry-After says and tries again, at most `--tries` times. Target: peak RSS (the server process
 *    with its OCR workers, VmHWM) below 1.2 GB, health p99 below 500 ms, every answer 2xx, 4xx or 503.
 * 2. One Free account sends 30 uploads of a real photo at once. Target: exactly 5 accepted.
 * 3. With TEST_DATABASE_URL (a PostgreSQL server to make a database on): receipt reading as durable jobs (decision
 *    037), one web process and one, then two, receipt workers (dist/server/worker.js) with the OCR engine, every real
 *    phone photo of the repository uploaded at once; receipts an hour, and for each core of this machine.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { measureWorkers, photoBodies, type WorkerCapacity } from "./support/worker-capacity";

const PORT = 3562;
const BASE = `http://127.0.0.1:${PORT}`;
const PHOTO = "tests/fixtures/receipt-photos/walmart_20260218_redact.jpg";
const CROWD = 20;
const FREE_BURST = 30;
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TRIES = arg("--tries", 12);

if (!existsSync("dist/server/main.js")) {
  console.error("Run `npm run build` first: this benchmark starts the built server.");
  process.exit(2);
}
const data = mkdtempSync(join(tmpdir(), "bench-load-"));
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SQLITE_PATH: join(data, "bench.sqlite"),
    OUTBOX_DIR: join(data, "outbox"),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "1000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/** The server process's resident memory now and at its peak, worker threads included, in MB. */
function memoryMb(): { now: number; peak: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { now: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("The server did not start.");
}

async function register(name: string): Promise<string> {
  const res = await fetch(`${BASE}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email: `${name}-${Date.now()}@example.com`, password: "Load-Bench-2026" }),
  });
  if (res.status !== 201) throw new Error(`Could not register: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

const upload = (cookie: string, body: string) =>
  fetch(`${BASE}/api/receipts`, { method: "POST", headers: { "content-type": "application/json", origin: BASE, cookie }, body }).then(
    async (res) => {
      await res.arrayBuffer();
      return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? 0) };
    },
    () => ({ status: 0, retryAfter: 0 }),
  );

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const fine = (status: number) => (status >= 200 && status < 300) || (status >= 400 && status < 500) || status === 503;

/** Runs `work` while GET /api/health is asked every 50 ms; returns the work's result and the health answer times. */
async function withHealthPoll<T>(work: () => Promise<T>): Promise<{ result: T; health: number[]; healthFailures: number }> {
  let busy = true;
  const health: number[] = [];
  let healthFailures = 0;
  const poll = (async () => {
    while (busy) {
      const t0 = performance.now();
      const ok = await fetch(`${BASE}/api/health`).then((r) => r.ok, () => false);
      health.push(performance.now() - t0);
      if (!ok) healthFailures++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const result = await work();
  busy = false;
  await poll;
  return { result, health, healthFailures };
}

try {
  await waitForServer();
  const photo = readFileSync(PHOTO);
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const scale = Math.sqrt(38_000_000 / (width * height));
  const size = { width: Math.round(width * scale), height: Math.round(height * scale), channels: 3 as const };
  // Sensor grain, so the file is as large as a real 38 MP phone photo's and not a smooth enlargement's few MB.
  const grain = await sharp({ create: { ...size, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 12 } } }).raw().toBuffer();
  const big = await sharp(await sharp(photo).resize(size.width, size.height).raw().toBuffer(), { raw: size })
    .composite([{ input: grain, raw: size, blend: "overlay" }])
    .jpeg({ quality: 92 })
    .toBuffer();
  const bigMeta = await sharp(big).metadata();
  const bigBody = JSON.stringify({ base64Image: `data:image/jpeg;base64,${big.toString("base64")}` });
  const smallBody = JSON.stringify({ base64Image: `data:image/jpeg;base64,${photo.toString("base64")}` });
  const idle = memoryMb();

  // 1. The crowd of 38 MP photos.
  const cookies = await Promise.all(Array.from({ length: CROWD }, (_, n) => register(`crowd-${n}`)));
  const t0 = performance.now();
  const crowd = await withHealthPoll(() =>
    Promise.all(
      cookies.map(async (cookie) => {
        const answers: number[] = [];
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const { status, retryAfter } = await upload(cookie, bigBody);
          answers.push(status);
          if (status !== 503) break;
          await new Promise((r) => setTimeout(r, retryAfter * 1000));
        }
        return answers;
      }),
    ),
  );
  const crowdSeconds = (performance.now() - t0) / 1000;
  const answers = crowd.result.flat();
  const count = (s: number) => answers.filter((a) => a === s).length;
  const memory = memoryMb();
  const p99 = quantile(crowd.health, 0.99);

  // 2. One Free account's burst.
  const free = await register("free");
  const burst = await Promise.all(Array.from({ length: FREE_BURST }, () => upload(free, smallBody)));
  const accepted = burst.filter((b) => b.status === 201).length;
  const byStatus = [...new Set(burst.map((b) => b.status))].sort().map((s) => `${s}×${burst.filter((b) => b.status === s).length}`).join(", ");

  const check = (ok: boolean) => (ok ? "yes" : "**NO**");
  console.log(`\nbench:load — loopback, SQLite, OCR engine, server defaults; ${bigMeta.width}×${bigMeta.height} JPEG (${((bigMeta.width! * bigMeta.height!) / 1e6).toFixed(1)} MP, ${(big.length / 1e6).toFixed(1)} MB)\n`);
  console.log("| measure | value | target | met |");
  console.log("|---|---|---|---|");
  console.log(`| server RSS idle, after start | ${idle.now.toFixed(0)} MB | | |`);
  console.log(`| peak RSS (VmHWM) through ${CROWD} concurrent 38 MP uploads | ${memory.peak.toFixed(0)} MB | < 1,200 MB | ${check(memory.peak < 1200)} |`);
  console.log(`| /api/health answers (every 50 ms) | ${crowd.health.length}, ${crowd.healthFailures} failed | | |`);
  console.log(`| /api/health p50 / p99 / max | ${quantile(crowd.health, 0.5).toFixed(0)} / ${p99.toFixed(0)} / ${Math.max(...crowd.health).toFixed(0)} ms | p99 < 500 ms | ${check(p99 < 500 && crowd.healthFailures === 0)} |`);
  console.log(`| crowd answers | 201×${count(201)}, 503×${count(503)}, other 4xx×${answers.filter((a) => a >= 400 && a < 500).length}, 5xx other than 503×${answers.filter((a) => a >= 500 && a !== 503).length}, no answer×${count(0)} | only 2xx/4xx/503 | ${check(answers.every(fine))} |`);
  console.log(`| crowd photos read (retrying after Retry-After, ≤ ${TRIES} tries) | ${count(201)}/${CROWD} in ${crowdSeconds.toFixed(0)} s | | |`);
  console.log(`| ${FREE_BURST} concurrent uploads by one Free account | ${accepted} accepted (${byStatus}) | exactly 5 | ${check(accepted === 5)} |`);
} finally {
  server.kill();
  rmSync(data, { recursive: true, force: true });
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const bodies = await photoBodies(arg("--photos", 12));
  const rows: WorkerCapacity[] = [];
  for (const workers of [1, 2]) rows.push(await measureWorkers(workers, bodies, adminUrl, PORT + 1));
  console.log(`\nReceipt reading as durable jobs — one web process, PostgreSQL, OCR engine (OCR_WORKERS=1 in each worker), ${bodies.length} real phone photos uploaded at once, ${availableParallelism()} cores\n`);
  console.log("| workers | receipts read | seconds | receipts / hour | receipts / hour / core | answers |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows) {
    const answers = Object.entries(r.answers).map(([status, n]) => `${status}×${n}`).join(", ");
    console.log(`| ${r.workers} | ${r.receipts}/${bodies.length} | ${r.seconds.toFixed(1)} | ${r.perHour.toFixed(0)} | ${r.perHourPerCore.toFixed(0)} | ${answers} |`);
  }
} else {
  console.log("\nSet TEST_DATABASE_URL to measure receipt reading with one and two workers (decision 037).");
}
