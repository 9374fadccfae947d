// Renders the CeliacClaim mark (a receipt with a check mark) into the favicons and the web manifest's icons under
// src/web/public. Run `node scripts/make-favicons.mjs` after changing the mark; the outputs are committed. The manifest
// itself is src/web/web-manifest.ts, which the build writes.
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = fileURLToPath(new URL("../src/web/public/", import.meta.url));
const EMERALD = "#047857";
const VIEWBOX = 64;

/**
 * Rounded corners for browser tabs; a full square for iOS, which rounds icons itself and fills gaps with black. A
 * maskable icon is a full square whose mark stays inside the central circle of 80% that every launcher's mask keeps.
 */
function logoSvg({ rounded, maskable = false }) {
  const mark = maskable ? ' transform="translate(9.6 9.6) scale(0.7)"' : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${EMERALD}"/>
  <g${mark}>
  <path d="M19 14a3 3 0 0 1 3-3h20a3 3 0 0 1 3 3v39l-4.33-3-4.34 3-4.33-3-4.33 3-4.34-3L19 53z" fill="#fff"/>
  <path d="M25 20h14M25 26h9" stroke="#a7f3d0" stroke-width="3" stroke-linecap="round"/>
  <path d="M25 37.5l4.5 4.5 9-9" fill="none" stroke="${EMERALD}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>
`;
}

const PNG_ICONS = [
  { file: "favicon-32.png", size: 32, rounded: true },
  { file: "apple-touch-icon.png", size: 180, rounded: false },
  { file: "icon-192.png", size: 192, rounded: true },
  { file: "icon-512.png", size: 512, rounded: true },
  { file: "icon-maskable-512.png", size: 512, rounded: false, maskable: true },
];

await mkdir(OUT_DIR, { recursive: true });
await writeFile(`${OUT_DIR}favicon.svg`, logoSvg({ rounded: true }));
for (const { file, size, rounded, maskable } of PNG_ICONS) {
  // Rasterise at the target size (72 dpi is one pixel per SVG unit), so small icons stay sharp.
  const density = Math.ceil((72 * size) / VIEWBOX);
  await sharp(Buffer.from(logoSvg({ rounded, maskable })), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT_DIR}${file}`);
}
console.log(`favicons written to ${OUT_DIR}`);
