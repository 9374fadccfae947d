import { spawn } from "node:child_process";
import { join } from "node:path";
import { build } from "esbuild";

/**
 * Bundles the server entry as `npm start` runs it (or the receipt worker's, as `npm run worker` does), next to
 * node_modules so the real dependencies resolve.
 */
export async function buildServerBundle(cacheName: string, entry: "main" | "worker" = "main"): Promise<string> {
  const bundle = join(process.cwd(), "node_modules", ".cache", cacheName, `${entry}.js`);
  await build({
    entryPoints: [`src/server/${entry}.ts`],
    outfile: bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "silent",
  });
  return bundle;
}

/**
 * Runs the bundle with only PATH and `env` set until its output matches `waitFor` (then stops it with SIGTERM) or
 * it exits by itself; a start that hangs is killed after `timeoutMs`. For what a server says as it starts or refuses.
 */
export function runServerUntil(
  bundle: string,
  env: Record<string, string>,
  waitFor: RegExp,
  timeoutMs = 20_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle], { env: { PATH: process.env.PATH ?? "", ...env } });
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      if (waitFor.test(output)) child.kill("SIGTERM");
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

export interface RunningServer {
  /** Loopback base URL, e.g. http://127.0.0.1:40123 (empty for a worker, which serves nothing). */
  url: string;
  pid: number;
  output(): string;
  /** Sends the signal and resolves once the process is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the bundle as a child process with only PATH and `env` set, and resolves once it prints its address.
 * PORT=0 in `env` gives each start a free port.
 */
export function startServer(bundle: string, env: Record<string, string>, timeoutMs = 20_000): Promise<RunningServer> {
  return startProcess(bundle, env, /running at http:\/\/localhost:(\d+)/, timeoutMs);
}

/** Starts the receipt worker's bundle (`npm run worker`) and resolves once it says it is reading receipts. */
export function startWorker(bundle: string, env: Record<string, string>, timeoutMs = 20_000): Promise<RunningServer> {
  return startProcess(bundle, env, /receipt worker is reading receipts/, timeoutMs);
}

/** `ready`'s first group, when it has one, is the port the process serves on. */
function startProcess(bundle: string, env: Record<string, string>, ready: RegExp, timeoutMs: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [bundle], { env: { PATH: process.env.PATH ?? "", ...env } });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    let started = false;
    // Output is read to the end, even after the start, so a chatty server never blocks on a full pipe.
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = ready.exec(output);
      if (started || !match) return;
      started = true;
      clearTimeout(timer);
      resolve({
        url: match[1] ? `http://127.0.0.1:${match[1]}` : "",
        pid: child.pid!,
        output: () => output,
        async stop(signal) {
          if (child.exitCode === null && child.signalCode === null) child.kill(signal);
          await exited;
        },
      });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before it started:\n${output}`));
    });
  });
}
