/** A piece of text read from one detector box, in the page's straightened frame (u across, v down), in pixels. */
export interface TextPiece {
  text: string;
  confidence: number;
  u0: number;
  u1: number;
  v0: number;
  v1: number;
}

export interface TextRow<P extends TextPiece = TextPiece> {
  /** The pieces left to right, joined by one space, or three where the printed gap is wide (name … price). */
  text: string;
  pieces: P[];
}

/** How much two pieces share the same band of the page, as a share of the shorter one's height. */
function verticalOverlap(a: TextPiece, b: TextPiece): number {
  const shared = Math.min(a.v1, b.v1) - Math.max(a.v0, b.v0);
  return shared / Math.min(a.v1 - a.v0, b.v1 - b.v0);
}

/**
 * Detector boxes → printed rows in reading order. Rows are chained left to right: a piece continues the row whose
 * rightmost piece it overlaps most in height. Comparing neighbours, not a whole row's average, keeps a name and its
 * price on one row when the paper curls or the photo is taken at a slant.
 */
export function assembleTextRows<P extends TextPiece>(pieces: readonly P[]): TextRow<P>[] {
  const rows: P[][] = [];
  for (const piece of [...pieces].sort((a, b) => a.u0 - b.u0)) {
    let best: P[] | null = null;
    let bestOverlap = 0.5;
    for (const row of rows) {
      const last = row.at(-1)!;
      // A little overlap along the row is the detector's margin, not a second line of text.
      if (last.u1 - piece.u0 > 0.5 * (piece.v1 - piece.v0)) continue;
      const overlap = verticalOverlap(last, piece);
      if (overlap > bestOverlap) {
        best = row;
        bestOverlap = overlap;
      }
    }
    if (best) best.push(piece);
    else rows.push([piece]);
  }
  const middle = (row: P[]) => row.reduce((s, p) => s + p.v0 + p.v1, 0) / (2 * row.length);
  return rows
    .sort((a, b) => middle(a) - middle(b))
    .map((row) => {
      let text = "";
      row.forEach((piece, i) => {
        if (i > 0) {
          const gap = piece.u0 - row[i - 1]!.u1;
          const charWidth = (piece.v1 - piece.v0) * 0.5;
          text += gap > 1.5 * charWidth ? "   " : " ";
        }
        text += piece.text.trim();
      });
      return { text, pieces: row };
    });
}
