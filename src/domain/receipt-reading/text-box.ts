/**
 * A detected run of text as a rectangle turned by `angle` (radians: the line's own slope, or the page's skew for a
 * short word): `u` runs along the printed line, `v` down the page. In image pixels: u = x·cos + y·sin,
 * v = −x·sin + y·cos.
 */
export interface TextBox {
  angle: number;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  /** Mean text probability of the detector over the region, 0..1. */
  score: number;
}

export function toImagePoint(angle: number, u: number, v: number): { x: number; y: number } {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return { x: u * c - v * s, y: u * s + v * c };
}

/** The axis-aligned rectangle around a box, in image pixels. */
export function boundingRect(box: TextBox): { x0: number; y0: number; x1: number; y1: number } {
  const corners = [
    toImagePoint(box.angle, box.u0, box.v0),
    toImagePoint(box.angle, box.u1, box.v0),
    toImagePoint(box.angle, box.u0, box.v1),
    toImagePoint(box.angle, box.u1, box.v1),
  ];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The same box seen in the frame turned by `angle`: the extents of its corners along that frame's axes. */
export function reframe(box: TextBox, angle: number): TextBox {
  if (box.angle === angle) return box;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const corners = [
    toImagePoint(box.angle, box.u0, box.v0),
    toImagePoint(box.angle, box.u1, box.v0),
    toImagePoint(box.angle, box.u0, box.v1),
    toImagePoint(box.angle, box.u1, box.v1),
  ];
  const us = corners.map((p) => p.x * c + p.y * s);
  const vs = corners.map((p) => -p.x * s + p.y * c);
  return { angle, u0: Math.min(...us), u1: Math.max(...us), v0: Math.min(...vs), v1: Math.max(...vs), score: box.score };
}
