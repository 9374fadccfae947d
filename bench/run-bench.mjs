// Runs a TypeScript benchmark: bundles it with esbuild (dependencies stay external) and executes the bundle.
import { spawnSync } from "node:child_process";
import { basename, resolve } from "node:path";
import { build } from "esbuild";

const entry = process.argv[2];
if (!entry) {
  console.error("usage: node bench/run-bench.mjs bench/<name>.bench.ts [args...]");
  process.exit(2);
}
const outfile = resolve("node_modules/.cache/bench", basename(entry).replace(/\.ts$/, ".mjs"));
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(3)], { stdio: "inherit" });
process.exit(run.status ?? 1);
