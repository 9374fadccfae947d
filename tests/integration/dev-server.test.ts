import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const answers = (url: string) => fetch(url).then((r) => r.status, () => 0);

// Readiness is awaited by polling what each half answers; the ceiling only ends a run that never starts.
it("npm run dev serves the web app with hot reload and the API behind it, and stops both together", { timeout: 180_000 }, async () => {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const data = mkdtempSync(join(tmpdir(), "celiacclaim-dev-"));
  const dev = spawn(process.execPath, ["scripts/dev.mjs"], {
    env: { ...process.env, PORT: String(apiPort), WEB_PORT: String(webPort), SQLITE_PATH: join(data, "dev.sqlite"), OUTBOX_DIR: join(data, "outbox"), LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    const deadline = Date.now() + 150_000;
    while ((await answers(`http://127.0.0.1:${webPort}/api/health`)) !== 200) {
      expect(dev.exitCode, "npm run dev stopped").toBeNull();
      expect(Date.now() < deadline, "npm run dev did not start").toBe(true);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await answers(`http://127.0.0.1:${apiPort}/api/health`)).toBe(200);
    const page = await (await fetch(`http://127.0.0.1:${webPort}/`)).text();
    expect(page).toContain("/@react-refresh");
    expect(await answers(`http://127.0.0.1:${webPort}/robots.txt`)).toBe(200);
  } finally {
    const exited = new Promise((resolve) => dev.once("exit", resolve));
    dev.kill("SIGTERM");
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
  expect(await answers(`http://127.0.0.1:${apiPort}/api/health`)).toBe(0);
});
