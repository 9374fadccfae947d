import { cropBox } from "./crop-box";
import type { GreyImage } from "./grey-image";
import { lineBatchTensor } from "./line-batch-tensor";
import type { PpOcrModels } from "./ppocr-models";
import type { TextBox } from "#domain/receipt-reading/text-box";

const HEIGHT = 48;
const MAX_WIDTH = 1600;
const BATCH = 8;

export interface ReadText {
  text: string;
  /** Mean probability of the characters read, 0..1. */
  confidence: number;
}

/**
 * Reads every box with the PP-OCRv4 recogniser. Boxes are batched by width so that little padding is computed.
 */
export async function recogniseText(models: PpOcrModels, image: GreyImage, boxes: readonly TextBox[]): Promise<ReadText[]> {
  const crops = await Promise.all(boxes.map((box) => cropBox(image, box, HEIGHT, MAX_WIDTH)));
  const order = crops.map((_, i) => i).sort((a, b) => crops[a]!.width - crops[b]!.width);
  const results: ReadText[] = new Array<ReadText>(boxes.length);
  for (let start = 0; start < order.length; start += BATCH) {
    const batch = order.slice(start, start + BATCH);
    const width = Math.max(...batch.map((i) => crops[i]!.width));
    const output = await models.recogniser.run({ x: lineBatchTensor(batch.map((i) => crops[i]!), HEIGHT, width) });
    const probs = Object.values(output)[0]!;
    const [, steps, classes] = probs.dims as [number, number, number];
    const data = probs.data as Float32Array;
    batch.forEach((index, n) => {
      results[index] = decodeCtc(data, n * steps * classes, steps, classes, models.alphabet);
    });
  }
  return results;
}

function decodeCtc(data: Float32Array, offset: number, steps: number, classes: number, alphabet: string[]): ReadText {
  const chars: { char: string; step: number }[] = [];
  let sum = 0;
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    const row = offset + t * classes;
    let best = 0;
    let bestP = data[row]!;
    for (let k = 1; k < classes; k++) {
      if (data[row + k]! > bestP) {
        bestP = data[row + k]!;
        best = k;
      }
    }
    if (best !== 0 && best !== previous) {
      chars.push({ char: alphabet[best] ?? "", step: t });
      sum += bestP;
    }
    previous = best;
  }
  return { text: restoreSpaces(chars), confidence: chars.length ? sum / chars.length : 0 };
}

/**
 * The Chinese/English recogniser often drops the spaces of monospaced till print ("GFALLPURPBAKINGFLOUR"), and the
 * gluten-free markers are whole words. Where two letters stand 1.6 characters' pitch or more apart, a space is put
 * back.
 */
function restoreSpaces(chars: { char: string; step: number }[]): string {
  const gaps: number[] = [];
  for (let i = 1; i < chars.length; i++) {
    if (chars[i]!.char !== " " && chars[i - 1]!.char !== " ") gaps.push(chars[i]!.step - chars[i - 1]!.step);
  }
  if (gaps.length < 3) return chars.map((c) => c.char).join("");
  // The character pitch: the mean of the ordinary gaps (CTC places letters a step early or late, so gaps of 3 and 4
  // alternate where the pitch is 3.5, and a space leaves about two pitches).
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  const ordinary = gaps.filter((g) => g < 1.5 * median);
  const pitch = ordinary.reduce((s, g) => s + g, 0) / ordinary.length;
  let text = "";
  chars.forEach((c, i) => {
    const before = chars[i - 1];
    if (before && c.char !== " " && before.char !== " " && c.step - before.step >= Math.max(pitch * 1.6, pitch + 2)) text += " ";
    text += c.char;
  });
  return text;
}
