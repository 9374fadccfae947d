// Bundles the server into one ESM file; dependencies stay in node_modules.
import { build } from "esbuild";

await build({
  // The OCR worker thread is its own entry: ppocr-pool.ts loads it from beside main.js.
  entryPoints: {
    main: "src/server/main.ts",
    // `npm run worker`: the receipt worker process (decision 037).
    worker: "src/server/worker.ts",
    "ppocr-worker": "src/server/integrations/ocr/ppocr/ppocr-worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
