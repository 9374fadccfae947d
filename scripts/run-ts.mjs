// Runs a TypeScript script (a bench, a data builder): bundles it with esbuild, dependencies left as imports, and
// executes the bundle with this same Node, passing the remaining arguments on. Paths in the scripts are relative to
// the project root, where npm runs them.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { build } from "esbuild";

const entry = process.argv[2];
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <script>.ts [args...]");
  process.exit(2);
}
// One bundle per entry path, so two scripts with the same file name never overwrite each other's.
const bundleName = entry.replace(/\.[cm]?ts$/, "").replace(/[\\/:]+/g, "_") + ".mjs";
const outfile = resolve("node_modules/.cache/run-ts", bundleName);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  logLevel: "warning",
});
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(3)], { stdio: "inherit" });
process.exit(run.status ?? 1);
