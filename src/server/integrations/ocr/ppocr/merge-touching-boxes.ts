import type { TextBox } from "./text-box";

/**
 * Words the detector found one space apart, on one printed line, become one box. Grown back from their kernels,
 * such boxes overlap: read apart, the recogniser sees a neighbour's last letter in each crop ("196 FORT ST" →
 * "196" + "5 FORT ST") and has no space to read. A wide gap (name … price) keeps boxes apart.
 */
export function mergeTouchingBoxes(boxes: readonly TextBox[]): TextBox[] {
  const sorted = [...boxes].sort((a, b) => a.u0 - b.u0);
  const merged: TextBox[] = [];
  for (const box of sorted) {
    const height = box.v1 - box.v0;
    const neighbour = merged.find((m) => {
      const shared = Math.min(m.v1, box.v1) - Math.max(m.v0, box.v0);
      const gap = box.u0 - m.u1;
      return shared >= 0.6 * Math.min(height, m.v1 - m.v0) && gap < 0.25 * Math.min(height, m.v1 - m.v0);
    });
    if (!neighbour) {
      merged.push({ ...box });
      continue;
    }
    const n = neighbour;
    const weight = (b: TextBox) => b.u1 - b.u0;
    n.score = (n.score * weight(n) + box.score * weight(box)) / (weight(n) + weight(box));
    n.u0 = Math.min(n.u0, box.u0);
    n.u1 = Math.max(n.u1, box.u1);
    n.v0 = Math.min(n.v0, box.v0);
    n.v1 = Math.max(n.v1, box.v1);
  }
  return merged;
}
