import sharp from "sharp";
import { sample, type GreyImage } from "./grey-image";
import type { TextBox } from "#domain/receipt-reading/text-box";

/**
 * The box cut out of the image, straightened and scaled to `height` rows, with its own contrast stretched from the
 * 2nd to the 98th percentile: a shadow across the receipt then darkens only its own lines' paper, not their ink.
 */
export async function cropBox(image: GreyImage, box: TextBox, height: number, maxWidth: number): Promise<GreyImage> {
  const boxW = box.u1 - box.u0;
  const boxH = box.v1 - box.v0;
  const width = Math.max(8, Math.min(maxWidth, Math.round((height * boxW) / Math.max(1, boxH))));
  const cos = Math.cos(box.angle);
  const sin = Math.sin(box.angle);
  const data = new Uint8Array(width * height);
  for (let j = 0; j < height; j++) {
    const v = box.v0 + ((j + 0.5) * boxH) / height;
    for (let i = 0; i < width; i++) {
      const u = box.u0 + ((i + 0.5) * boxW) / width;
      data[j * width + i] = sample(image, u * cos - v * sin - 0.5, u * sin + v * cos - 0.5);
    }
  }
  const stretched = await sharp(data, { raw: { width, height, channels: 1 } })
    .normalise({ lower: 2, upper: 98 })
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  return { data: new Uint8Array(stretched.buffer, stretched.byteOffset, stretched.length), width, height };
}
