// Runs npm scripts at the same time and fails if any fails. The static checks use one core each and the test suites
// wait on databases, mail and servers part of the time, so side by side on two cores they finish well before the sum
// of their times (decision 029).
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

// Each script's output is printed whole as soon as it ends, so the logs do not interleave and a finished check is
// seen before the longest one ends.
const results = await Promise.all(
  names.map((name) =>
    run(name).then((result) => {
      console.log(`\n> ${result.name}: ${result.code === 0 ? "passed" : `failed (exit ${result.code})`}`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      return result;
    }),
  ),
);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
