// Runs npm scripts at the same time and fails if any fails. The static checks (types, lint, unused code) each use one
// core, so side by side on two cores they finish in the time of the slowest instead of the sum.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("usage: node scripts/run-parallel.mjs <npm script>...");
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ name, code: code ?? 1, output }));
  });

// Each script's output is printed whole once it ends, so the logs of the three do not interleave.
const results = await Promise.all(names.map(run));
for (const { name, code, output } of results) {
  console.log(`\n> ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
