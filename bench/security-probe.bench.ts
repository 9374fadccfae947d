/**
 * npm run bench:probe — the security probe's reproductions (issue 20) against the built server (run `npm run build`
 * first) on loopback and a fresh SQLite file: each sent 20 times at once while another client asks GET /api/health
 * every 20 ms. Prints, per reproduction, the answers it got, its median and slowest time, and the slowest health
 * answer meanwhile; then the server's peak memory after ten anonymous 34 MB saves. Timing lives here, never in a test.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PORT = 3563;
const TIMES = 20;
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

if (!existsSync("dist/server/main.js")) {
  console.error("Run `npm run build` first: this benchmark starts the built server.");
  process.exit(2);
}
const data = mkdtempSync(join(tmpdir(), "bench-probe-"));
const server = spawn(process.execPath, ["dist/server/main.js"], {
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    SQLITE_PATH: join(data, "bench.sqlite"),
    OUTBOX_DIR: join(data, "outbox"),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "100000",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

interface Answer {
  status: number;
  ms: number;
  cookies: string;
}

/** A raw request: the path goes out byte for byte, as an attacker's socket sends it. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port: PORT, method, path, agent, headers: { ...headers, ...(body ? { "content-length": Buffer.byteLength(body) } : {}) } }, (res) => {
      res.resume();
      res.on("end", () => {
        const cookies = (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, cookies });
      });
    });
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started, cookies: "" }));
    req.end(body);
  });
}

const json = (body: unknown, extra: Record<string, string> = {}) => ({ headers: { "content-type": "application/json", ...extra }, body: JSON.stringify(body) });

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if ((await send("GET", "/api/health")).status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("The server did not start.");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Sends `make()` TIMES at once while health is asked every 20 ms; what came back and how long it all took. */
async function measure(make: () => Promise<Answer>) {
  const health: number[] = [];
  let running = true;
  const watcher = (async () => {
    while (running) {
      health.push((await send("GET", "/api/health")).ms);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answers = await Promise.all(Array.from({ length: TIMES }, make));
  running = false;
  await watcher;
  const statuses = [...new Set(answers.map((a) => a.status))].sort().join(", ");
  return { statuses, median: median(answers.map((a) => a.ms)), max: Math.max(...answers.map((a) => a.ms)), health: Math.max(...health) };
}

try {
  await waitForServer();
  const account = json({ email: `probe-${Date.now()}@example.com`, password: "Gluten123" });
  const cookie = (await send("POST", "/api/register", account.headers, account.body)).cookies;
  const lockedEmail = `locked-${Date.now()}@example.com`;
  const locked = json({ email: lockedEmail, password: "Gluten123" });
  await send("POST", "/api/register", locked.headers, locked.body);
  const wrong = json({ email: lockedEmail, password: "Wrong1234" });
  for (let i = 0; i < 5; i++) await send("POST", "/api/auth/sign-in/email", wrong.headers, wrong.body);

  const froze = "-" + " ".repeat(200) + "x-";
  const rows: [string, () => Promise<Answer>][] = [
    ["PUT line-items/<any id> gf_price '-'+200 spaces+'x-' (230 B)", () => { const b = json({ gf_price: froze }, { cookie }); return send("PUT", `/api/tax-report/line-items/${randomUUID()}`, b.headers, b.body); }],
    ["PUT line-items/<any id> gf_price '-'+900,000 spaces+'x-'", () => { const b = json({ gf_price: "-" + " ".repeat(900_000) + "x-" }, { cookie }); return send("PUT", `/api/tax-report/line-items/${randomUUID()}`, b.headers, b.body); }],
    ["POST /api/auth/./sign-in/email, right password, locked account", () => send("POST", "/api/auth/./sign-in/email", locked.headers, locked.body)],
    ["POST /api/auth/x/../sign-in/email, right password, locked account", () => send("POST", "/api/auth/x/../sign-in/email", locked.headers, locked.body)],
    ["POST /%61pi/logout from a same-site page", () => send("POST", "/%61pi/logout", { cookie, origin: "http://localhost:4000", "sec-fetch-site": "same-site" })],
    ["PUT package-size '1000000000000000000 kg' (unknown item)", () => { const b = json({ size: "1000000000000000000 kg" }, { cookie }); return send("PUT", `/api/receipt-items/${randomUUID()}/package-size`, b.headers, b.body); }],
    ["PUT details, product name 'constructor' (unknown item)", () => { const b = json({ productName: "constructor", price: "1" }, { cookie }); return send("PUT", `/api/receipt-items/${randomUUID()}/details`, b.headers, b.body); }],
  ];
  console.log(`\n| reproduction (${TIMES} at once) | answers | median ms | slowest ms | slowest /api/health ms meanwhile |`);
  console.log("|---|---|---|---|---|");
  for (const [name, make] of rows) {
    const m = await measure(make);
    console.log(`| ${name} | ${m.statuses} | ${m.median.toFixed(1)} | ${m.max.toFixed(1)} | ${m.health.toFixed(1)} |`);
  }

  const before = peakMb();
  const huge = JSON.stringify({ receiptImage: "x".repeat(34 * 1024 * 1024 - 100) });
  const anonymous = await Promise.all(Array.from({ length: 10 }, () => send("POST", `/api/receipts/${randomUUID()}/confirm`, { "content-type": "application/json" }, huge)));
  console.log(`\nTen anonymous 34 MB saves at once: answers ${[...new Set(anonymous.map((a) => a.status))].join(", ")}; server peak memory ${before.toFixed(0)} MB before, ${peakMb().toFixed(0)} MB after.`);
} finally {
  server.kill();
  agent.destroy();
  rmSync(data, { recursive: true, force: true });
}
