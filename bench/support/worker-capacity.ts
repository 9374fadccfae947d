import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { asUploaded } from "./as-uploaded";

const PHOTOS = "tests/fixtures/receipt-photos";

export interface WorkerCapacity {
  workers: number;
  receipts: number;
  seconds: number;
  perHour: number;
  /** Receipts an hour for each core of this machine, every core given to the workers. */
  perHourPerCore: number;
  answers: Record<number, number>;
}

/** The real phone photos of the repository, as the upload page sends them, each a JSON upload body. */
export async function photoBodies(limit: number): Promise<string[]> {
  const files = readdirSync(PHOTOS).filter((f) => f.endsWith(".jpg") && !f.includes("_tilt")).sort().slice(0, limit);
  return Promise.all(
    files.map(async (file) => {
      const { bytes } = await asUploaded(readFileSync(join(PHOTOS, file)));
      return JSON.stringify({ base64Image: `data:image/jpeg;base64,${bytes.toString("base64")}` });
    }),
  );
}

function run(script: string, env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], { env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (d: Buffer) => {
      output += d.toString();
      if (ready.test(output)) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}) before it was ready:\n${output}`)));
  });
}

/**
 * One web process (RECEIPT_READING=jobs) and `workers` receipt workers with the offline OCR engine, on a fresh
 * PostgreSQL database made on `adminUrl`'s server and dropped after. Each worker first reads one photo (its models
 * load on the first), then every photo is uploaded at once, a refused one sent again after its Retry-After; the
 * time runs from the first upload to the last receipt stored.
 */
export async function measureWorkers(workers: number, bodies: string[], adminUrl: string, port: number): Promise<WorkerCapacity> {
  const name = `celiacclaim_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const data = mkdtempSync(join(tmpdir(), "bench-workers-"));
  const env = {
    DATABASE_URL: url.toString(),
    RECEIPT_READING: "jobs",
    HOST: "127.0.0.1",
    PORT: String(port),
    SQLITE_PATH: join(data, "unused.sqlite"),
    OUTBOX_DIR: join(data, "outbox"),
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_MAX: "1000",
    UPLOAD_RATE_LIMIT_MAX: "10000",
    FREE_RECEIPTS_PER_MONTH: "0",
    RECEIPT_QUEUE_DEPTH: String(bodies.length),
  };
  const children: ChildProcess[] = [];
  const base = `http://127.0.0.1:${port}`;
  try {
    children.push(await run("dist/server/main.js", env, /running at/));
    for (let i = 0; i < workers; i++) children.push(await run("dist/server/worker.js", env, /reading receipts/));
    const res = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email: `workers-${Date.now()}@example.com`, password: "Load-Bench-2026" }),
    });
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const upload = async (body: string): Promise<number[]> => {
      const answers: number[] = [];
      for (;;) {
        const r = await fetch(`${base}/api/receipts`, { method: "POST", headers: { "content-type": "application/json", origin: base, cookie }, body });
        await r.arrayBuffer();
        answers.push(r.status);
        if (r.status !== 503) return answers;
        await new Promise((resolve) => setTimeout(resolve, Number(r.headers.get("retry-after") ?? 1) * 1000));
      }
    };
    await Promise.all(bodies.slice(0, workers).map(upload));
    const t0 = performance.now();
    const answers = (await Promise.all(bodies.map(upload))).flat();
    const seconds = (performance.now() - t0) / 1000;
    const receipts = answers.filter((a) => a === 201).length;
    const perHour = (receipts / seconds) * 3600;
    const counted: Record<number, number> = {};
    for (const a of answers) counted[a] = (counted[a] ?? 0) + 1;
    return { workers, receipts, seconds, perHour, perHourPerCore: perHour / availableParallelism(), answers: counted };
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode === null ? c.once("exit", resolve) : resolve(null)))));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(data, { recursive: true, force: true });
  }
}
