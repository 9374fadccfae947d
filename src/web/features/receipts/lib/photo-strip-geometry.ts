import type { PhotoBox } from "#domain/receipts/receipt-view-types";

/**
 * Margin around the printed line, as a share of its box height. Receipt lines sit about 1.4 box heights apart, so
 * 15% keeps descenders and the till's slant in view without pulling half of the next line into the strip.
 */
export const STRIP_MARGIN = 0.15;
/** Canvas pixels of the upright strip's height: twice the 40 px it is shown at on a desktop, for sharp text. */
export const STRIP_HEIGHT_PX = 96;
export const STRIP_MAX_WIDTH_PX = 1600;

export interface StripGeometry {
  /** The region of the photo, in its pixels. */
  source: { x: number; y: number; width: number; height: number };
  /** The canvas, upright. */
  canvas: { width: number; height: number };
  quarterTurns: 0 | 1 | 2 | 3;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * Where to cut a line's strip from a photo and how big to draw it. A line printed sideways (an odd number of quarter
 * turns) runs along the photo's height, so its thickness, and the margin, is along the photo's width.
 */
export function stripGeometry(box: PhotoBox, photoWidth: number, photoHeight: number): StripGeometry | null {
  const quarterTurns = (((Math.round(box.quarterTurns) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  const sideways = quarterTurns % 2 === 1;
  const thickness = (sideways ? box.width * photoWidth : box.height * photoHeight) * STRIP_MARGIN;
  const x0 = clamp(box.x * photoWidth - thickness, 0, photoWidth);
  const y0 = clamp(box.y * photoHeight - thickness, 0, photoHeight);
  const x1 = clamp((box.x + box.width) * photoWidth + thickness, 0, photoWidth);
  const y1 = clamp((box.y + box.height) * photoHeight + thickness, 0, photoHeight);
  const source = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  if (source.width < 1 || source.height < 1) return null;
  const upright = sideways ? { width: source.height, height: source.width } : { width: source.width, height: source.height };
  const scale = Math.min(STRIP_HEIGHT_PX / upright.height, STRIP_MAX_WIDTH_PX / upright.width);
  return {
    source,
    canvas: { width: Math.max(1, Math.round(upright.width * scale)), height: Math.max(1, Math.round(upright.height * scale)) },
    quarterTurns,
  };
}
