import type { GreyImage } from "./grey-image";
import { ort } from "./ppocr-models";

/**
 * Line crops of one height as the recogniser and the classifier take them: N × 3 × height × width, grey repeated
 * in each channel, scaled to −1..1, and padded on the right with 0 (mid-grey), as PaddleOCR pads.
 */
export function lineBatchTensor(crops: readonly GreyImage[], height: number, width: number): ort.Tensor {
  const input = new Float32Array(crops.length * 3 * height * width);
  crops.forEach((crop, n) => {
    for (let c = 0; c < 3; c++) {
      const plane = (n * 3 + c) * height * width;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < crop.width; x++) input[plane + y * width + x] = crop.data[y * crop.width + x]! / 127.5 - 1;
      }
    }
  });
  return new ort.Tensor("float32", input, [crops.length, 3, height, width]);
}
