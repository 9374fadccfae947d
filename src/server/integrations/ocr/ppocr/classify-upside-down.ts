import { cropBox } from "./crop-box";
import type { GreyImage } from "./grey-image";
import { lineBatchTensor } from "./line-batch-tensor";
import type { PpOcrModels } from "./ppocr-models";
import type { TextBox } from "#domain/receipt-reading/text-box";

/**
 * Whether the page is upside down: PaddleOCR's line classifier (0° vs 180°) votes over the widest lines, each vote
 * weighted by its certainty. A page is one orientation, so a few clear lines decide it.
 */
export async function isUpsideDown(models: PpOcrModels, image: GreyImage, boxes: readonly TextBox[]): Promise<boolean> {
  const widest = [...boxes].sort((a, b) => b.u1 - b.u0 - (a.u1 - a.u0)).slice(0, 12);
  if (widest.length === 0) return false;
  const H = 48;
  const W = 192;
  const crops = await Promise.all(widest.map((box) => cropBox(image, box, H, W)));
  const output = await models.classifier.run({ x: lineBatchTensor(crops, H, W) });
  const probs = Object.values(output)[0]!.data as Float32Array;
  let vote = 0;
  for (let n = 0; n < widest.length; n++) vote += probs[n * 2 + 1]! - probs[n * 2]!;
  return vote > 0;
}
