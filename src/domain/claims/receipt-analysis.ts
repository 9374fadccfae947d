export type Level = "High" | "Medium" | "Low";
export type Tone = "green" | "yellow" | "red";

export interface AnalysisInput {
  isGlutenFree: boolean;
  matched: boolean;
}

export interface ReceiptAnalysis {
  itemsProcessed: number;
  glutenFreeDetected: number;
  itemsMatched: number;
  matchRate: number;
  matchRateTone: Tone;
  confidence: Level;
  glutenFreeShare: number;
  glutenFreeShareTone: "green" | "neutral";
  lowMatchWarning: boolean;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** SPEC.md §2 "Analysis panel" and §9 thresholds, computed once so the panel only displays. */
export function analyseReceipt(items: readonly AnalysisInput[]): ReceiptAnalysis {
  const gf = items.filter((i) => i.isGlutenFree);
  const matched = gf.filter((i) => i.matched).length;
  const matchRate = percent(matched, gf.length);
  const glutenFreeShare = percent(gf.length, items.length);
  return {
    itemsProcessed: items.length,
    glutenFreeDetected: gf.length,
    itemsMatched: matched,
    matchRate,
    matchRateTone: matchRate >= 70 ? "green" : matchRate >= 40 ? "yellow" : "red",
    confidence: matchRate >= 80 ? "High" : matchRate >= 50 ? "Medium" : "Low",
    glutenFreeShare,
    glutenFreeShareTone: glutenFreeShare >= 25 ? "green" : "neutral",
    lowMatchWarning: matchRate < 50,
  };
}
