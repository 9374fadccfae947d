// Renders the CeliacClaim mark (a receipt with a check mark) into the favicons and web manifest under
// src/web/public. Run `node scripts/make-favicons.mjs` after changing the mark; the outputs are committed.
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = fileURLToPath(new URL("../src/web/public/", import.meta.url));
const EMERALD = "#047857";
const VIEWBOX = 64;

/** Rounded corners for browser tabs; a full square for iOS, which rounds icons itself and fills gaps with black. */
function logoSvg({ rounded }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${EMERALD}"/>
  <path d="M19 14a3 3 0 0 1 3-3h20a3 3 0 0 1 3 3v39l-4.33-3-4.34 3-4.33-3-4.33 3-4.34-3L19 53z" fill="#fff"/>
  <path d="M25 20h14M25 26h9" stroke="#a7f3d0" stroke-width="3" stroke-linecap="round"/>
  <path d="M25 37.5l4.5 4.5 9-9" fill="none" stroke="${EMERALD}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;
}

const PNG_ICONS = [
  { file: "favicon-32.png", size: 32, rounded: true },
  { file: "apple-touch-icon.png", size: 180, rounded: false },
  { file: "icon-192.png", size: 192, rounded: true },
  { file: "icon-512.png", size: 512, rounded: true },
];

const MANIFEST = {
  name: "CeliacClaim",
  short_name: "CeliacClaim",
  description: "Track gluten-free food costs and claim them as a medical expense on your Canadian tax return.",
  start_url: "/",
  display: "standalone",
  background_color: "#fafaf9",
  theme_color: EMERALD,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
};

await mkdir(OUT_DIR, { recursive: true });
await writeFile(`${OUT_DIR}favicon.svg`, logoSvg({ rounded: true }));
for (const { file, size, rounded } of PNG_ICONS) {
  // Rasterise at the target size (72 dpi is one pixel per SVG unit), so small icons stay sharp.
  const density = Math.ceil((72 * size) / VIEWBOX);
  await sharp(Buffer.from(logoSvg({ rounded })), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT_DIR}${file}`);
}
await writeFile(`${OUT_DIR}site.webmanifest`, `${JSON.stringify(MANIFEST, null, 2)}\n`);
console.log(`favicons written to ${OUT_DIR}`);
