import type { GreyImage } from "./grey-image";
import { resizeGrey } from "./grey-image";
import { findTextRegions, type TextRegions } from "./find-text-regions";
import { ort, type PpOcrModels } from "./ppocr-models";

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Runs the DB text detector over `region` of the image at `scale` and returns the text boxes in the image's own
 * pixels. The input is padded with white to a multiple of 32, as the network needs, rather than stretched.
 */
export async function detectText(models: PpOcrModels, image: GreyImage, region: Region, scale: number): Promise<TextRegions> {
  const crop = cropGrey(image, region);
  const w = Math.max(1, Math.round(crop.width * scale));
  const h = Math.max(1, Math.round(crop.height * scale));
  const small = resizeGrey(crop, w, h);
  const W = Math.ceil(w / 32) * 32;
  const H = Math.ceil(h / 32) * 32;
  const input = new Float32Array(3 * W * H);
  for (let c = 0; c < 3; c++) {
    const plane = c * W * H;
    const white = (1 - MEAN[c]!) / STD[c]!;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        input[plane + y * W + x] = y < h && x < w ? (small.data[y * w + x]! / 255 - MEAN[c]!) / STD[c]! : white;
      }
    }
  }
  const output = await models.detector.run({ x: new ort.Tensor("float32", input, [1, 3, H, W]) });
  const map = Object.values(output)[0]!;
  const regions = findTextRegions({ data: map.data as Float32Array, width: W, height: H });
  return {
    ...regions,
    boxes: regions.boxes.map((b) => {
      // Back to image pixels: undo the scale, then shift by the region's origin along the box's turned axes.
      const du = region.x * Math.cos(b.angle) + region.y * Math.sin(b.angle);
      const dv = -region.x * Math.sin(b.angle) + region.y * Math.cos(b.angle);
      return { ...b, u0: b.u0 / scale + du, u1: b.u1 / scale + du, v0: b.v0 / scale + dv, v1: b.v1 / scale + dv };
    }),
  };
}

function cropGrey(image: GreyImage, r: Region): GreyImage {
  if (r.x === 0 && r.y === 0 && r.width === image.width && r.height === image.height) return image;
  const data = new Uint8Array(r.width * r.height);
  for (let y = 0; y < r.height; y++) {
    const from = (r.y + y) * image.width + r.x;
    data.set(image.data.subarray(from, from + r.width), y * r.width);
  }
  return { data, width: r.width, height: r.height };
}
