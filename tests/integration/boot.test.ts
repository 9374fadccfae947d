import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildServerBundle, runServerUntil } from "./support/spawn-server";

const dir = mkdtempSync(join(tmpdir(), "celiacclaim-boot-"));
let bundle: string;

const run = (env: Record<string, string>, waitFor: RegExp) =>
  runServerUntil(bundle, { SQLITE_PATH: join(dir, "db.sqlite"), OUTBOX_DIR: join(dir, "outbox"), LOG_LEVEL: "warn", ...env }, waitFor);

describe("server boot", () => {
  beforeAll(async () => {
    bundle = await buildServerBundle("boot-test");
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
