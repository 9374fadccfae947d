// GF labels as receipts and packages print them, English and French, including POS abbreviations.
const MARKER_PATTERN =
  /(?:^|[^a-z0-9])(gluten[\s-]*free|glutenfree|gluten fr|glut fr|sans[\s-]*gluten|s\/gluten|s-gluten|ss gluten|no gluten|g\/f|g-f|gf)(?=$|[^a-z0-9])/i;

/** The GF marker printed in a product name, or null. */
export function findGfMarker(name: string): string | null {
  const match = MARKER_PATTERN.exec(name);
  return match?.[1] ?? null;
}
