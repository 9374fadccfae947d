import { assembleTextRows } from "#domain/receipt-reading/assemble-text-rows";
import { isUpsideDown } from "./classify-upside-down";
import { detectText, type Region } from "./detect-text";
import { loadGreyImage, rotateQuarters, type GreyImage } from "./grey-image";
import { mergeTouchingBoxes } from "./merge-touching-boxes";
import type { PpOcrModels } from "./ppocr-models";
import { recogniseText } from "./recognise-text";
import { boundingRect, type TextBox } from "#domain/receipt-reading/text-box";
import type { PhotoBox as FullPhotoBox } from "#domain/receipts/receipt-view-types";

/** Largest photo kept in memory for reading (a 12 MP phone photo passes whole); bigger ones are scaled down. */
const MAX_PIXELS = 16_000_000;
/** The first, coarse look at the whole frame: its longest side in pixels. */
const PROBE_SIDE = 1280;
/**
 * Print read the right way up reads with confidence (0.87 and more on every photo measured; a page read upside down,
 * 0.68 to 0.73): below this, the page is read turned over too, and the surer reading kept.
 */
const SURE_CONFIDENCE = 0.8;
/** Text height the detector sees best, in its input pixels, and the most pixels it is given. */
const TARGET_TEXT_HEIGHT = 26;
const MAX_DETECT_PIXELS = 2_600_000;
const MIN_CONFIDENCE = 0.5;

/** Where a row was printed on one photo; the extractor adds which photo and its quarter turns. */
type PhotoBox = Omit<FullPhotoBox, "photo" | "quarterTurns">;

export interface PhotoRow {
  text: string;
  confidence: number;
  box: PhotoBox;
}

export interface PhotoText {
  rows: PhotoRow[];
  /** Quarter turns clockwise that made the page upright. */
  quarters: number;
}

/**
 * A receipt photo → its printed rows, top to bottom. A coarse pass over the whole frame finds the orientation
 * (sideways or upside down), the receipt (the region holding text) and the size of its print; a second pass detects
 * the text at the scale that print reads best, and every box is read from the full-resolution photo. When the reading
 * is unsure, the orientation was likely wrong (a scan with print showing through from the back fools the classifier):
 * the page turned over is read too, and the surer reading wins.
 */
export async function readPhotoText(models: PpOcrModels, photo: Buffer): Promise<PhotoText> {
  const original = await loadGreyImage(photo, MAX_PIXELS);
  let image: GreyImage = original;
  let quarters = 0;
  let probe = await detectText(models, image, whole(image), probeScale(image));
  if (probe.verticalShare > 0.6) {
    quarters = 1;
    image = rotateQuarters(original, 1);
    probe = await detectText(models, image, whole(image), probeScale(image));
  }
  if (await isUpsideDown(models, image, probe.boxes)) {
    quarters += 2;
    image = rotateQuarters(original, quarters);
    probe = await detectText(models, image, whole(image), probeScale(image));
  }
  const first = await readPage(models, image, probe, quarters, original);
  if (first.confidence >= SURE_CONFIDENCE) return first.text;
  const turned = (quarters + 2) % 4;
  const turnedImage = rotateQuarters(original, turned);
  const second = await readPage(models, turnedImage, await detectText(models, turnedImage, whole(turnedImage), probeScale(turnedImage)), turned, original);
  return second.confidence > first.confidence ? second.text : first.text;
}

const whole = (img: GreyImage): Region => ({ x: 0, y: 0, width: img.width, height: img.height });
const probeScale = (img: GreyImage) => Math.min(1, PROBE_SIDE / Math.max(img.width, img.height));

/** One orientation of the page read: its rows, and the recogniser's confidence weighted by the characters read. */
async function readPage(
  models: PpOcrModels,
  image: GreyImage,
  probe: Awaited<ReturnType<typeof detectText>>,
  quarters: number,
  original: GreyImage,
): Promise<{ text: PhotoText; confidence: number }> {
  const textHeight = median(probe.boxes.filter((b) => b.u1 - b.u0 > b.v1 - b.v0).map((b) => b.v1 - b.v0));
  let detected = probe;
  if (textHeight > 0) {
    const region = receiptRegion(probe.boxes, image, textHeight);
    const wanted = Math.min(2, TARGET_TEXT_HEIGHT / textHeight, Math.sqrt(MAX_DETECT_PIXELS / (region.width * region.height)));
    const already = probeScale(image);
    if (Math.abs(wanted - already) / already > 0.2) detected = await detectText(models, image, region, wanted);
  }

  const pageAngle = detected.angle;
  const boxes = mergeTouchingBoxes(detected.boxes, pageAngle);
  const reads = await recogniseText(models, image, boxes);
  const pieces = boxes
    .map((box, i) => ({ ...box, text: reads[i]!.text, confidence: reads[i]!.confidence }))
    .filter((p) => p.text.trim() !== "" && p.confidence >= MIN_CONFIDENCE);
  const rows = assembleTextRows(pieces, pageAngle).map((row) => ({
    text: row.text,
    confidence: row.pieces.reduce((s, p) => s + p.confidence, 0) / row.pieces.length,
    box: toPhotoBox(row.pieces, quarters, original),
  }));
  const characters = pieces.reduce((s, p) => s + p.text.length, 0);
  const confidence = characters === 0 ? 0 : pieces.reduce((s, p) => s + p.confidence * p.text.length, 0) / characters;
  return { text: { rows, quarters }, confidence };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The receipt within the frame: every text box, with a margin of two text heights, in whole pixels. */
function receiptRegion(boxes: readonly TextBox[], image: GreyImage, textHeight: number): Region {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const box of boxes) {
    const r = boundingRect(box);
    x0 = Math.min(x0, r.x0);
    y0 = Math.min(y0, r.y0);
    x1 = Math.max(x1, r.x1);
    y1 = Math.max(y1, r.y1);
  }
  const margin = 2 * textHeight;
  const left = Math.max(0, Math.floor(x0 - margin));
  const top = Math.max(0, Math.floor(y0 - margin));
  const right = Math.min(image.width, Math.ceil(x1 + margin));
  const bottom = Math.min(image.height, Math.ceil(y1 + margin));
  return { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** The rows' rectangle on the upright page, carried back to the photo as displayed, as fractions of its size. */
function toPhotoBox(boxes: readonly TextBox[], quarters: number, photo: GreyImage): PhotoBox {
  const q = quarters % 4;
  const uprightW = q % 2 ? photo.height : photo.width;
  const uprightH = q % 2 ? photo.width : photo.height;
  const rects = boxes.map(boundingRect);
  const ux0 = Math.min(...rects.map((r) => r.x0));
  const uy0 = Math.min(...rects.map((r) => r.y0));
  const ux1 = Math.max(...rects.map((r) => r.x1));
  const uy1 = Math.max(...rects.map((r) => r.y1));
  const back = (x: number, y: number): [number, number] =>
    q === 0 ? [x, y] : q === 1 ? [y, uprightW - x] : q === 2 ? [uprightW - x, uprightH - y] : [uprightH - y, x];
  const corners = [back(ux0, uy0), back(ux1, uy1)];
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const x = clamp(Math.min(...xs) / photo.width);
  const y = clamp(Math.min(...ys) / photo.height);
  return {
    x,
    y,
    width: clamp(Math.max(...xs) / photo.width) - x,
    height: clamp(Math.max(...ys) / photo.height) - y,
  };
}
