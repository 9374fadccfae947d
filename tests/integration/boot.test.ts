import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "celiacclaim-boot-"));
const bundle = join(process.cwd(), "node_modules", ".cache", "boot-test", "main.js");

function run(env: Record<string, string>, waitFor: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle], {
      env: { PATH: process.env.PATH ?? "", SQLITE_PATH: join(dir, "db.sqlite"), OUTBOX_DIR: join(dir, "outbox"), LOG_LEVEL: "warn", ...env },
    });
    let output = "";
    const onData = (d: Buffer) => {
      output += d.toString();
      if (waitFor.test(output)) child.kill("SIGTERM");
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe("server boot", () => {
  beforeAll(async () => {
    // Bundled next to node_modules so the real dependencies resolve, as they do for `npm start`.
    await build({
      entryPoints: ["src/server/main.ts"],
      outfile: bundle,
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      logLevel: "silent",
    });
  });

  it("refuses a bad configuration with a message naming each key", async () => {
    const { code, output } = await run({ PORT: "not-a-port", DATABASE_URL: "mysql://nope" }, /$^/);
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toMatch(/PORT: /);
    expect(output).toMatch(/DATABASE_URL: must start with postgres/);
  });

  it("starts with no configuration, migrates SQLite and prints its address", async () => {
    const { output } = await run({ PORT: "0" }, /running at http:\/\/localhost:\d+/);
    expect(output).toMatch(/CeliacClaim is running at http:\/\/localhost:\d+/);
  });
});
