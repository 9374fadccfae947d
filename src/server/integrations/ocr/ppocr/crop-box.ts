import { sample, type GreyImage } from "./grey-image";
import type { TextBox } from "#domain/receipt-reading/text-box";

/**
 * The box cut out of the image, straightened and scaled to `height` rows, with its own contrast stretched from the
 * 2nd to the 98th percentile: a shadow across the receipt then darkens only its own lines' paper, not their ink.
 */
export function cropBox(image: GreyImage, box: TextBox, height: number, maxWidth: number): GreyImage {
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
  stretchContrast(data);
  return { data, width, height };
}

function stretchContrast(data: Uint8Array): void {
  const histogram = new Uint32Array(256);
  for (const v of data) histogram[v]!++;
  const lowCount = data.length * 0.02;
  const highCount = data.length * 0.98;
  let low = 0;
  let high = 255;
  for (let v = 0, seen = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen <= lowCount) low = v;
    if (seen < highCount) high = v + 1;
  }
  if (high - low < 24) return;
  for (let k = 0; k < data.length; k++) data[k] = Math.max(0, Math.min(255, ((data[k]! - low) * 255) / (high - low)));
}
