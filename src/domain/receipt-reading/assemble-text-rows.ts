import { pairAmountColumn } from "./pair-amount-column";
import { reframe, type TextBox } from "./text-box";

/** A piece of text read from one detector box, turned by its own slope (see TextBox), in pixels. */
export interface TextPiece extends TextBox {
  text: string;
  confidence: number;
}

export interface TextRow<P extends TextPiece = TextPiece> {
  /** The pieces left to right, joined by one space, or three where the printed gap is wide (name … price). */
  text: string;
  pieces: P[];
}

/** How much `next` lies on the line `last` runs along, as a share of the shorter one's height, and the gap. */
function continuation(last: TextBox, next: TextBox): { overlap: number; gap: number } {
  // Seen along `last`'s own slope: a price far to the right of a name still lies on the name's line when the photo
  // was taken at an angle and the page's rows are not parallel.
  const seen = reframe(next, last.angle);
  const shared = Math.min(last.v1, seen.v1) - Math.max(last.v0, seen.v0);
  return { overlap: shared / Math.min(last.v1 - last.v0, seen.v1 - seen.v0), gap: seen.u0 - last.u1 };
}

/**
 * Detector boxes → printed rows in reading order. Rows are chained left to right: a piece continues the row whose
 * rightmost piece's line it lies on most. Comparing neighbours, not a whole row's average, keeps a name and its
 * price on one row when the paper curls or the photo is taken at a slant; the amount column is then paired with the
 * names as a whole (pair-amount-column.ts), which follows the column where it drifts against the names down the page.
 * `pageAngle` orders the pieces across and the rows down the page.
 */
export function assembleTextRows<P extends TextPiece>(pieces: readonly P[], pageAngle = 0): TextRow<P>[] {
  const inPage = new Map(pieces.map((p) => [p, reframe(p, pageAngle)]));
  const rows: P[][] = [];
  for (const piece of [...pieces].sort((a, b) => inPage.get(a)!.u0 - inPage.get(b)!.u0)) {
    let best: P[] | null = null;
    let bestOverlap = 0.5;
    for (const row of rows) {
      const { overlap, gap } = continuation(row.at(-1)!, piece);
      // A little overlap along the row is the detector's margin, not a second line of text.
      if (-gap > 0.5 * (piece.v1 - piece.v0)) continue;
      if (overlap > bestOverlap) {
        best = row;
        bestOverlap = overlap;
      }
    }
    if (best) best.push(piece);
    else rows.push([piece]);
  }
  const middle = (row: P[]) => row.reduce((s, p) => s + inPage.get(p)!.v0 + inPage.get(p)!.v1, 0) / (2 * row.length);
  return pairAmountColumn(rows, pageAngle)
    .sort((a, b) => middle(a) - middle(b))
    .map((row) => {
      let text = "";
      row.forEach((piece, i) => {
        if (i > 0) {
          const { gap } = continuation(row[i - 1]!, piece);
          const charWidth = (piece.v1 - piece.v0) * 0.5;
          text += gap > 1.5 * charWidth ? "   " : " ";
        }
        text += piece.text.trim();
      });
      return { text, pieces: row };
    });
}
