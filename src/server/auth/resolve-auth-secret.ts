import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * Without AUTH_SECRET (development only; config refuses production without one) a random secret is made once and
 * kept beside the database, so sessions survive restarts with zero configuration.
 */
export function resolveAuthSecret(configured: string | undefined, file: string): string {
  if (configured) return configured;
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
