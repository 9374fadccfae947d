// npm run dev: the web app on Vite's dev server with hot reload (http://localhost:5173), and the API server rebuilt
// by esbuild and restarted by Node whenever a server or domain file changes (http://localhost:3000, which Vite
// proxies). Both stop together on Ctrl+C. Ports: WEB_PORT (5173) and PORT (3000).
import { spawn } from "node:child_process";
import { context } from "esbuild";
import { createServer } from "vite";

const apiPort = Number(process.env.PORT ?? 3000);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const api = `http://localhost:${apiPort}`;

const server = await context({
  // The same two entries as the production bundle (scripts/build-server.mjs), into a folder of their own.
  entryPoints: { main: "src/server/main.ts", "ppocr-worker": "src/server/integrations/ocr/ppocr/ppocr-worker.ts" },
  outdir: "node_modules/.cache/dev-server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
await server.rebuild();
await server.watch();

const node = spawn(process.execPath, ["--watch", "--enable-source-maps", "node_modules/.cache/dev-server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? "development",
    PORT: String(apiPort),
    // Links in mails and the same-origin check name the page the user has open: Vite's.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
    // The web app is Vite's to serve; the API server serves none.
    WEB_DIST_DIR: "node_modules/.cache/dev-server/no-web",
  },
});

const web = await createServer({
  configFile: "vite.config.ts",
  server: {
    port: webPort,
    strictPort: true,
    // The feeds and crawler files are the API server's too.
    proxy: { "/api": api, "/sitemap.xml": api, "/robots.txt": api, "/blog/rss.xml": api },
  },
});
await web.listen();
web.printUrls();

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const apiStopped = node.exitCode === null ? new Promise((resolve) => node.once("exit", resolve)) : Promise.resolve();
  node.kill("SIGTERM");
  await Promise.allSettled([apiStopped, web.close(), server.dispose()]);
  process.exit(code);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
node.on("exit", (code) => {
  if (!stopping) {
    console.error(`The API server stopped (exit ${code}).`);
    void stop(code ?? 1);
  }
});
