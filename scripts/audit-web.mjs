// Measures the JavaScript the landing page loads first: the entry chunk and its static imports, plus the landing
// route's lazy chunk and its static imports (React.lazy fetches it right away on "/"). Gzipped sizes against a
// 150 KB budget; exits 1 over budget. Run after `npm run build` (`vite build` writes .vite/manifest.json).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const WEB_DIR = process.argv[2] ?? "dist/web";
const BUDGET_BYTES = 150 * 1024;
const LANDING_ROUTE = "routes/home.tsx";

const manifestPath = join(WEB_DIR, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}. Run "npm run build" first (build.manifest is on in vite.config.ts).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landingKey = Object.keys(manifest).find((key) => key.endsWith(LANDING_ROUTE));
if (!entryKey || !landingKey) {
  console.error(`The manifest has no ${entryKey ? LANDING_ROUTE : "entry"} chunk.`);
  process.exit(2);
}

/** A chunk and everything it imports statically, each once, in load order. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
  return seen;
}

const keys = staticClosure(landingKey, staticClosure(entryKey));
const rows = [...keys].map((key) => {
  const bytes = readFileSync(join(WEB_DIR, manifest[key].file));
  return { chunk: manifest[key].file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.chunk.length), 5);
console.log(`${"chunk".padEnd(width)}  ${"raw".padStart(10)}  ${"gzip".padStart(10)}`);
for (const r of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`${r.chunk.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(10)}`);
}
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
console.log(`${"total (gzip)".padEnd(width)}  ${"".padStart(10)}  ${kb(total).padStart(10)}`);
console.log(`budget ${kb(BUDGET_BYTES)}: ${total <= BUDGET_BYTES ? "within" : "OVER"} (${((total / BUDGET_BYTES) * 100).toFixed(0)}%)`);
process.exit(total <= BUDGET_BYTES ? 0 : 1);
