import sharp from "sharp";

/** One 8-bit channel, row-major: the form every step of the PP-OCR pipeline reads. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The photo as the phone meant it (EXIF orientation applied), in grey. Colour adds nothing to printed receipts and
 * a third of the memory is enough. `maxPixels` caps memory for any upload: larger photos are scaled down.
 */
export async function loadGreyImage(image: Buffer, maxPixels: number): Promise<GreyImage> {
  const pipeline = sharp(image, { limitInputPixels: false });
  const meta = await pipeline.metadata();
  pipeline.rotate();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const scale = Math.min(1, Math.sqrt(maxPixels / Math.max(1, width * height)));
  if (scale < 1) pipeline.resize(Math.round(width * scale), Math.round(height * scale));
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The image turned a quarter clockwise `quarters` times. */
export function rotateQuarters(image: GreyImage, quarters: number): GreyImage {
  const q = ((quarters % 4) + 4) % 4;
  if (q === 0) return image;
  const { data, width, height } = image;
  const out = new Uint8Array(data.length);
  const w2 = q === 2 ? width : height;
  const h2 = q === 2 ? height : width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      if (q === 1) out[x * w2 + (height - 1 - y)] = v;
      else if (q === 2) out[(height - 1 - y) * w2 + (width - 1 - x)] = v;
      else out[(width - 1 - x) * w2 + y] = v;
    }
  }
  return { data: out, width: w2, height: h2 };
}

/** Area-averaged (box filter) downscale or bilinear upscale to the given size. */
export function resizeGrey(image: GreyImage, width: number, height: number): GreyImage {
  const out = new Uint8Array(width * height);
  const sx = image.width / width;
  const sy = image.height / height;
  if (sx >= 1 && sy >= 1) {
    for (let y = 0; y < height; y++) {
      const y0 = Math.floor(y * sy);
      const y1 = Math.max(y0 + 1, Math.min(image.height, Math.floor((y + 1) * sy)));
      for (let x = 0; x < width; x++) {
        const x0 = Math.floor(x * sx);
        const x1 = Math.max(x0 + 1, Math.min(image.width, Math.floor((x + 1) * sx)));
        let sum = 0;
        for (let yy = y0; yy < y1; yy++) {
          const row = yy * image.width;
          for (let xx = x0; xx < x1; xx++) sum += image.data[row + xx]!;
        }
        out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
      }
    }
    return { data: out, width, height };
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[y * width + x] = sample(image, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5);
  }
  return { data: out, width, height };
}

/** Bilinear sample; outside the image reads as white paper. */
export function sample(image: GreyImage, x: number, y: number): number {
  const { data, width, height } = image;
  if (x < -1 || y < -1 || x > width || y > height) return 255;
  const cx = Math.min(width - 1, Math.max(0, x));
  const cy = Math.min(height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(width - 1, x0 + 1);
  const y1 = Math.min(height - 1, y0 + 1);
  const fx = cx - x0;
  const fy = cy - y0;
  const top = data[y0 * width + x0]! * (1 - fx) + data[y0 * width + x1]! * fx;
  const bottom = data[y1 * width + x0]! * (1 - fx) + data[y1 * width + x1]! * fx;
  return top * (1 - fy) + bottom * fy;
}
