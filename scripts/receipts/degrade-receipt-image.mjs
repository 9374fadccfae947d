// The degraded variants of a receipt image that the OCR benchmark must cope with. Noise and lighting are
// computed here from the seeded PRNG (sharp's own noise is not seeded), so reruns give identical files.
import sharp from "sharp";

export const DEGRADED_VARIANTS = ["rotate", "blur", "lowcontrast", "noise", "photo"];

const LOW_CONTRAST = { ink: "#9a9a9a", paper: "#eee8da" };
const PAPER = { r: 253, g: 253, b: 251 };

function signedAngle(random, min, max) {
  return (random.chance(0.5) ? -1 : 1) * Math.round(random.float(min, max) * 10) / 10;
}

async function raw(pipeline) {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

/** Sensor-like grain plus a sprinkle of dark specks (dust on the scanner glass). */
async function addNoise(random, cleanPng) {
  const { data, info } = await raw(sharp(cleanPng).greyscale());
  const sigma = random.float(12, 18);
  for (let i = 0; i < data.length; i++) {
    const speck = random.next() < 0.002 ? -random.int(80, 160) : 0;
    data[i] = Math.max(0, Math.min(255, Math.round(data[i] + random.gaussian() * sigma + speck)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
}

/** A phone photo: the slip on a table, slightly turned and soft, warm light falling off to one side. */
async function photograph(random, cleanPng) {
  const margin = random.int(18, 36);
  const table = { r: random.int(90, 130), g: random.int(75, 105), b: random.int(60, 85) };
  const turned = await sharp(cleanPng)
    .toColourspace("srgb")
    .tint({ r: 255, g: 246, b: 228 })
    .rotate(signedAngle(random, 0.6, 1.8), { background: table })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: table })
    .blur(random.float(0.7, 1.0))
    .removeAlpha();
  const { data, info } = await raw(turned);
  const angle = random.float(0, 2 * Math.PI);
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const depth = random.float(0.3, 0.5);
  const span = Math.abs(dx) * info.width + Math.abs(dy) * info.height;
  const offset = Math.min(0, dx * info.width) + Math.min(0, dy * info.height);
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const light = 1 - depth * ((x * dx + y * dy - offset) / span);
      const i = (y * info.width + x) * info.channels;
      for (let c = 0; c < 3; c++) data[i + c] = Math.round(data[i + c] * light);
    }
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Encoded image bytes and file extension for `variant`. `render(colours)` re-renders the receipt (low contrast
 * is printed, not filtered); `cleanPng` is the clean rendering.
 */
export async function degradeReceiptImage(random, variant, { cleanPng, render }) {
  switch (variant) {
    case "rotate":
      return png(sharp(cleanPng).rotate(signedAngle(random, 2, 4), { background: PAPER }));
    case "blur":
      return png(sharp(cleanPng).blur(random.float(0.9, 1.2)));
    case "lowcontrast":
      return png(render(LOW_CONTRAST));
    case "noise":
      return jpeg(await addNoise(random, cleanPng), 70);
    case "photo":
      return jpeg(await photograph(random, cleanPng), 60);
    default:
      throw new Error(`Unknown variant ${variant}`);
  }
}

export async function png(pipeline) {
  const bytes = await pipeline.greyscale().png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
  return { bytes, ext: "png" };
}

async function jpeg(pipeline, quality) {
  return { bytes: await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer(), ext: "jpg" };
}
