export type Level = "High" | "Medium" | "Low";
export type Tone = "green" | "yellow" | "red";

export interface AnalysisInput {
  isGlutenFree: boolean;
  matched: boolean;
  /** Its comparable price looks wrong (match-confidence.ts): the user should check it. */
  flagged: boolean;
}

export interface ReceiptAnalysis {
  itemsProcessed: number;
  glutenFreeDetected: number;
  itemsMatched: number;
  matchRate: number;
  matchRateTone: Tone;
  confidence: Level;
  /** Gluten-free lines whose comparable price the user should check. */
  linesToCheck: number;
  glutenFreeShare: number;
  glutenFreeShareTone: "green" | "neutral";
  lowMatchWarning: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/**
 * How far the claim can be trusted: the share of GF lines matched to a price that looks right, and never High while a
 * line's price looks wrong, however many others matched, since one wrong comparison can carry most of the claim.
 */
function confidenceOf(trustedRate: number, linesToCheck: number): Level {
  const byRate: Level = trustedRate >= 80 ? "High" : trustedRate >= 50 ? "Medium" : "Low";
  return byRate === "High" && linesToCheck > 0 ? "Medium" : byRate;
}

/** docs/product-spec.md §2 "Analysis panel" and §9 thresholds, computed once so the panel only displays. */
export function analyseReceipt(items: readonly AnalysisInput[]): ReceiptAnalysis {
  const gf = items.filter((i) => i.isGlutenFree);
  const matched = gf.filter((i) => i.matched).length;
  const linesToCheck = gf.filter((i) => i.flagged).length;
  const trustedRate = percent(gf.filter((i) => i.matched && !i.flagged).length, gf.length);
  const matchRate = percent(matched, gf.length);
  const glutenFreeShare = percent(gf.length, items.length);
  return {
    itemsProcessed: items.length,
    glutenFreeDetected: gf.length,
    itemsMatched: matched,
    matchRate,
    matchRateTone: matchRate >= 70 ? "green" : matchRate >= 40 ? "yellow" : "red",
    confidence: confidenceOf(trustedRate, linesToCheck),
    linesToCheck,
    glutenFreeShare,
    glutenFreeShareTone: glutenFreeShare >= 25 ? "green" : "neutral",
    lowMatchWarning: matchRate < 50,
  };
}
