import { reframe, type TextBox } from "#domain/receipt-reading/text-box";

/**
 * Words the detector found one space apart, on one printed line, become one box. Grown back from their kernels,
 * such boxes overlap: read apart, the recogniser sees a neighbour's last letter in each crop ("196 FORT ST" →
 * "196" + "5 FORT ST") and has no space to read. A wide gap (name … price) keeps boxes apart. Boxes are compared in
 * the page's frame (`pageAngle`); a joined box takes its words' mean slope.
 */
export function mergeTouchingBoxes(boxes: readonly TextBox[], pageAngle: number): TextBox[] {
  const groups: { frame: TextBox; members: TextBox[] }[] = [];
  for (const box of [...boxes].sort((a, b) => reframe(a, pageAngle).u0 - reframe(b, pageAngle).u0)) {
    const framed = reframe(box, pageAngle);
    const height = framed.v1 - framed.v0;
    const group = groups.find(({ frame }) => {
      const shared = Math.min(frame.v1, framed.v1) - Math.max(frame.v0, framed.v0);
      const smaller = Math.min(height, frame.v1 - frame.v0);
      return shared >= 0.6 * smaller && framed.u0 - frame.u1 < 0.25 * smaller;
    });
    if (!group) {
      groups.push({ frame: { ...framed }, members: [box] });
      continue;
    }
    group.members.push(box);
    group.frame.u0 = Math.min(group.frame.u0, framed.u0);
    group.frame.u1 = Math.max(group.frame.u1, framed.u1);
    group.frame.v0 = Math.min(group.frame.v0, framed.v0);
    group.frame.v1 = Math.max(group.frame.v1, framed.v1);
  }
  return groups.map(({ members }) => {
    if (members.length === 1) return members[0]!;
    const length = (b: TextBox) => b.u1 - b.u0;
    const total = members.reduce((s, b) => s + length(b), 0);
    const angle = members.reduce((s, b) => s + b.angle * length(b), 0) / total;
    const parts = members.map((b) => reframe(b, angle));
    return {
      angle,
      u0: Math.min(...parts.map((b) => b.u0)),
      u1: Math.max(...parts.map((b) => b.u1)),
      v0: Math.min(...parts.map((b) => b.v0)),
      v1: Math.max(...parts.map((b) => b.v1)),
      score: members.reduce((s, b) => s + b.score * length(b), 0) / total,
    };
  });
}
