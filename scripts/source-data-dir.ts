// The folder of raw source data that the data builders read and that is not part of this repository (Project
// Hammer's Canadian grocery price extracts, Statistics Canada table 18-10-0245-01, the gluten-free products derived
// from them): `--source <dir>`, else the CELIACCLAIM_SOURCE_DATA environment variable. Its layout and provenance are
// in data/catalog/README.md, "Source data".
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

const ENV = "CELIACCLAIM_SOURCE_DATA";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function givenDir(usage: string): string | undefined {
  try {
    return parseArgs({ options: { source: { type: "string" } } }).values.source ?? process.env[ENV];
  } catch (e) {
    return fail(`${e instanceof Error ? e.message : String(e)}\n${usage}`);
  }
}

/**
 * The source data folder given to `npm run <script>`, once it is known to hold `files` (paths inside it). Exits with a
 * message naming `--source` and the environment variable when none is given or a file is missing.
 */
export function sourceDataDir(script: string, files: readonly string[]): string {
  const usage =
    `Usage: npm run ${script} -- --source <dir>, or set ${ENV}=<dir>. <dir> is the source data folder ` +
    `(see data/catalog/README.md, "Source data"); this script reads ${files.map((f) => `<dir>/${f}`).join(", ")}.`;
  const dir = givenDir(usage);
  if (!dir) fail(`npm run ${script} needs the source data folder, which is not in this repository.\n${usage}`);
  const missing = files.filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) fail(`${dir} (from --source or ${ENV}) has no ${missing.join(", ")}.\n${usage}`);
  return dir;
}
