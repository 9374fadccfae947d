import { z } from "zod";
import type { MatchCheck } from "./match-confidence";

const levelSchema = z.enum(["High", "Medium", "Low"]);
const toneSchema = z.enum(["green", "yellow", "red"]);
export type Level = z.infer<typeof levelSchema>;
export type Tone = z.infer<typeof toneSchema>;

export interface AnalysisInput {
  isGlutenFree: boolean;
  matched: boolean;
  /** Its comparable price looks wrong (match-confidence.ts): the user should check it. */
  flagged: boolean;
}

/** docs/product-spec.md §2 "Analysis panel", as the receipt view carries it (`analysis`). */
export const receiptAnalysisSchema = z.object({
  itemsProcessed: z.number().int(),
  glutenFreeDetected: z.number().int(),
  itemsMatched: z.number().int().describe("Gluten-free lines that have a comparable price (see isMatched)"),
  matchRate: z.number().int().describe("Percent of the gluten-free lines that are matched"),
  matchRateTone: toneSchema,
  confidence: levelSchema,
  linesToCheck: z.number().int().describe("Gluten-free lines whose comparable price the user should check"),
  glutenFreeShare: z.number().int().describe("Percent of the lines that are gluten-free"),
  glutenFreeShareTone: z.enum(["green", "neutral"]),
  lowMatchWarning: z.boolean(),
});
export type ReceiptAnalysis = z.infer<typeof receiptAnalysisSchema>;

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

/** What the analysis reads of a receipt line as the receipt view shows it. */
export interface AnalysedLine {
  isGlutenFree: boolean;
  /** The comparable price the line uses, for the whole line; null: none yet. */
  regularPrice: number | null;
  matchCheck: MatchCheck | null;
}

/**
 * The one meaning of "matched": the line has a comparable regular price, the app's proposal or one the user chose or
 * typed. The closest catalog product alone is not a match, and neither is a proposal the user replaced.
 */
export const isMatched = (line: AnalysedLine) => line.regularPrice !== null;

/**
 * The analysis of a receipt's lines: what the server puts in every receipt view, and what the review screens show
 * for the lines as the user edits them, by the same rule.
 */
export const analyseReceiptLines = (lines: readonly AnalysedLine[]): ReceiptAnalysis =>
  analyseReceipt(lines.map((l) => ({ isGlutenFree: l.isGlutenFree, matched: isMatched(l), flagged: l.matchCheck?.level === "check" })));
