import type { TextBox } from "#domain/receipt-reading/text-box";

/** DB post-processing constants as PaddleOCR ships them (det_db_thresh, det_db_box_thresh, det_db_unclip_ratio). */
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.5;
const UNCLIP_RATIO = 1.6;
const MIN_AREA = 6;

export interface ProbabilityMap {
  data: Float32Array;
  width: number;
  height: number;
}

export interface TextRegions {
  /** The page's skew in radians, from the elongated regions; 0 when there are none. */
  angle: number;
  /** Share of elongated regions (by area) that run up and down the page rather than across it. */
  verticalShare: number;
  boxes: TextBox[];
}

interface Component {
  start: number;
  count: number;
  probSum: number;
  cx: number;
  cy: number;
  cxx: number;
  cyy: number;
  cxy: number;
}

/**
 * Connected regions of the detector's probability map → turned rectangles in the map's pixels, each turned by the
 * slope of the rows at its height (see localSlopes): a short word's own orientation is noise.
 */
export function findTextRegions(map: ProbabilityMap): TextRegions {
  const { data, width, height } = map;
  const labels = new Int32Array(width * height).fill(-1);
  const pixels = new Int32Array(width * height);
  const components: Component[] = [];
  let used = 0;
  for (let i = 0; i < data.length; i++) {
    if (labels[i] !== -1 || data[i]! <= PIXEL_THRESHOLD) continue;
    const id = components.length;
    const start = used;
    labels[i] = id;
    pixels[used++] = i;
    for (let k = start; k < used; k++) {
      const p = pixels[k]!;
      const x = p % width;
      const neighbours = [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width];
      for (const q of neighbours) {
        if (q < 0 || q >= data.length || labels[q] !== -1 || data[q]! <= PIXEL_THRESHOLD) continue;
        labels[q] = id;
        pixels[used++] = q;
      }
    }
    components.push(measure(pixels, start, used - start, data, width));
  }

  const { angle, verticalShare } = pageAngle(components);
  const slopeAt = localSlopes(components, angle);
  const boxes: TextBox[] = [];
  for (const c of components) {
    if (c.count < MIN_AREA || c.probSum / c.count < BOX_THRESHOLD) continue;
    const boxAngle = slopeAt(c.cy);
    const cos = Math.cos(boxAngle);
    const sin = Math.sin(boxAngle);
    let u0 = Infinity;
    let u1 = -Infinity;
    let v0 = Infinity;
    let v1 = -Infinity;
    for (let k = c.start; k < c.start + c.count; k++) {
      const p = pixels[k]!;
      const x = (p % width) + 0.5;
      const y = Math.floor(p / width) + 0.5;
      const u = x * cos + y * sin;
      const v = -x * sin + y * cos;
      if (u < u0) u0 = u;
      if (u > u1) u1 = u;
      if (v < v0) v0 = v;
      if (v > v1) v1 = v;
    }
    const w = u1 - u0 + 1;
    const h = v1 - v0 + 1;
    if (Math.min(w, h) < 2) continue;
    // DB predicts a shrunk kernel of each text region; grow it back by area·ratio / perimeter on every side.
    const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
    boxes.push({ angle: boxAngle, u0: u0 - 0.5 - grow, u1: u1 + 0.5 + grow, v0: v0 - 0.5 - grow, v1: v1 + 0.5 + grow, score: c.probSum / c.count });
  }
  return { angle, verticalShare, boxes };
}

function measure(pixels: Int32Array, start: number, count: number, data: Float32Array, width: number): Component {
  let sx = 0;
  let sy = 0;
  let probSum = 0;
  for (let k = start; k < start + count; k++) {
    const p = pixels[k]!;
    sx += p % width;
    sy += Math.floor(p / width);
    probSum += data[p]!;
  }
  const cx = sx / count;
  const cy = sy / count;
  let cxx = 0;
  let cyy = 0;
  let cxy = 0;
  for (let k = start; k < start + count; k++) {
    const p = pixels[k]!;
    const dx = (p % width) - cx;
    const dy = Math.floor(p / width) - cy;
    cxx += dx * dx;
    cyy += dy * dy;
    cxy += dx * dy;
  }
  return { start, count, probSum, cx, cy, cxx: cxx / count, cyy: cyy / count, cxy: cxy / count };
}

const MAX_LOCAL_TURN = (12 * Math.PI) / 180;

/** The direction of a region at least four times longer than tall (by its second moments), else null. */
function lineAngle(c: Component): number | null {
  if (c.count < 30) return null;
  const spread = Math.sqrt((c.cxx - c.cyy) ** 2 + 4 * c.cxy ** 2);
  const major = (c.cxx + c.cyy + spread) / 2;
  const minor = (c.cxx + c.cyy - spread) / 2;
  if (major < 16 * Math.max(minor, 1e-6)) return null;
  return 0.5 * Math.atan2(2 * c.cxy, c.cxx - c.cyy);
}

/**
 * The slope of the printed rows at each height of the page: the median direction of the nine long lines nearest to
 * it. Where a photo is taken at an angle the rows converge towards the far edge, so their slope changes down the
 * page; one line's own direction is too noisy to extend across to its price, its neighbours' median is not.
 */
function localSlopes(components: Component[], page: number): (y: number) => number {
  const lines = components
    .map((c) => ({ y: c.cy, angle: lineAngle(c) }))
    .filter((l): l is { y: number; angle: number } => l.angle !== null && Math.abs(l.angle - page) < MAX_LOCAL_TURN)
    .sort((a, b) => a.y - b.y);
  if (lines.length < 3) return () => page;
  return (y) => {
    // The nine nearest by height: a window grown outwards from where `y` falls in the sorted lines.
    let right = lines.findIndex((l) => l.y >= y);
    if (right < 0) right = lines.length;
    let left = right - 1;
    const angles: number[] = [];
    while (angles.length < Math.min(9, lines.length)) {
      const takeLeft = left >= 0 && (right >= lines.length || y - lines[left]!.y <= lines[right]!.y - y);
      angles.push(lines[takeLeft ? left-- : right++]!.angle);
    }
    angles.sort((a, b) => a - b);
    return angles[Math.floor(angles.length / 2)]!;
  };
}

/** Area-weighted median direction of the regions at least four times longer than tall. */
function pageAngle(components: Component[]): { angle: number; verticalShare: number } {
  const directions: { angle: number; weight: number }[] = [];
  for (const c of components) {
    const angle = lineAngle(c);
    if (angle !== null) directions.push({ angle, weight: c.count });
  }
  const total = directions.reduce((s, d) => s + d.weight, 0);
  if (total === 0) return { angle: 0, verticalShare: 0 };
  const vertical = directions.filter((d) => Math.abs(d.angle) > Math.PI / 4);
  const verticalShare = vertical.reduce((s, d) => s + d.weight, 0) / total;
  const across = directions.filter((d) => Math.abs(d.angle) <= Math.PI / 4).sort((a, b) => a.angle - b.angle);
  let seen = 0;
  const half = across.reduce((s, d) => s + d.weight, 0) / 2;
  for (const d of across) {
    seen += d.weight;
    if (seen >= half) return { angle: d.angle, verticalShare };
  }
  return { angle: 0, verticalShare };
}
