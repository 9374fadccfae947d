import { splitTrailingAmount } from "./parse-amount";
import { reframe, toImagePoint, type TextBox } from "./text-box";

/**
 * Curled or tilted paper: the amount column drifts up or down against the names, and a row assembled along a line's
 * own slope can take the amount printed half a row above or below. The receipt's own geometry settles it: the names
 * and the amount column are two sequences down the page, each amount belongs to one name at most, and neither order
 * changes. So the two are aligned by a monotone alignment (dynamic programming over the pairs), where the column's
 * offset from the names may drift down the page but not jump: a pair costs how far its offset moved from the pair
 * before it, and the first pair how far it lies from level in the page's frame.
 */
export function pairAmountColumn<P extends TextBox & { text: string }>(rows: readonly P[][], pageAngle: number): P[][] {
  const height = median(rows.flat().map((p) => p.v1 - p.v0));
  const column = amountColumnEdge(rows, pageAngle);
  if (!(height > 0) || column === null) return [...rows];
  const names: Part<P>[] = [];
  const amounts: Part<P>[] = [];
  rows.forEach((row, r) => {
    const at = columnAmountIndex(row, pageAngle, column, height);
    const prefix = at < 0 ? row : row.slice(0, at);
    const suffix = at < 0 ? [] : row.slice(at);
    if (prefix.length > 0) {
      const priced = at < 0 && splitTrailingAmount(prefix.map((p) => p.text).join(" ")) !== null;
      names.push({ pieces: prefix, y: lineHeightAt(prefix[0]!, "start", pageAngle) / height, row: r, priced });
    }
    if (suffix.length > 0) amounts.push({ pieces: suffix, y: lineHeightAt(suffix[0]!, "end", pageAngle) / height, row: r });
  });
  if (amounts.length < MIN_AMOUNTS) return [...rows];
  names.sort((a, b) => a.y - b.y);
  amounts.sort((a, b) => a.y - b.y);
  const matched = align(names, amounts);
  const taken = new Set(matched.values());
  return [
    ...names.map((n, i) => (matched.has(i) ? [...n.pieces, ...amounts[matched.get(i)!]!.pieces] : n.pieces)),
    ...amounts.filter((_, j) => !taken.has(j)).map((a) => a.pieces),
  ];
}

interface Part<P> {
  pieces: P[];
  /** Height down the page of the line's start (a name) or end (an amount), in the page's frame, in text heights. */
  y: number;
  /** The row the pieces were first chained into. */
  row: number;
  /** A name whose row already ends in an amount outside the column ("W $2.68" read as one box) takes no other. */
  priced?: boolean;
}

/** Fewer amounts than this in the column show no drift to follow: the rows stay as chained. */
const MIN_AMOUNTS = 4;
/**
 * A name or an amount left unpaired costs this, in text heights of offset moved: a pair that moves the column's
 * offset by more than twice this is not one.
 */
const UNPAIRED = 0.5;
/** Only a name within this many text heights of an amount, either way, is a candidate for it. */
const REACH = 2.5;
/** A pair the rows were first chained into is preferred by this much (in text heights): it settles near ties. */
const CHAINED = 0.1;
/** How far right of the column's edge, or left of it, an amount still is in the column (in text heights). */
const COLUMN_SLACK = 3;
/** A tax or flag mark after the amount ("T", "FS", "*"), not text of its own. */
const FLAG = /^[A-Za-z*]{1,3}$/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const isAmount = (text: string) => splitTrailingAmount(text)?.label === "";

/** The right edge of the amount column, in the page's frame: the median right edge of the rows' last amounts. */
function amountColumnEdge(rows: readonly (TextBox & { text: string })[][], pageAngle: number): number | null {
  const edges = rows.flatMap((row) => {
    const last = row.at(-1);
    return last && isAmount(last.text) ? [reframe(last, pageAngle).u1] : [];
  });
  return edges.length === 0 ? null : median(edges);
}

/** Where the row's amount in the column is: its last amount, ending at the column's edge, only flags after it. */
function columnAmountIndex(row: readonly (TextBox & { text: string })[], pageAngle: number, edge: number, height: number): number {
  let at = row.length - 1;
  while (at > 0 && FLAG.test(row[at]!.text.trim())) at--;
  if (!isAmount(row[at]!.text)) return -1;
  return Math.abs(reframe(row[at]!, pageAngle).u1 - edge) <= COLUMN_SLACK * height ? at : -1;
}

/** The height down the page, in the page's frame, of the middle of a box's line at its start or end. */
function lineHeightAt(box: TextBox, end: "start" | "end", pageAngle: number): number {
  const { x, y } = toImagePoint(box.angle, end === "start" ? box.u0 : box.u1, (box.v0 + box.v1) / 2);
  return -x * Math.sin(pageAngle) + y * Math.cos(pageAngle);
}

/**
 * The monotone pairing of names and amounts (both top to bottom) of least cost: each name or amount left alone costs
 * UNPAIRED; each pair costs how far its offset (amount's height less name's) moved from the pair before it, the first
 * pair its offset from level. Returns name index → amount index.
 */
function align<P>(names: readonly Part<P>[], amounts: readonly Part<P>[]): Map<number, number> {
  const candidates: { i: number; j: number; offset: number; bias: number }[] = [];
  amounts.forEach((a, j) =>
    names.forEach((n, i) => {
      const offset = a.y - n.y;
      if (Math.abs(offset) <= REACH && !n.priced) candidates.push({ i, j, offset, bias: n.row === a.row ? -CHAINED : 0 });
    }),
  );
  candidates.sort((p, q) => p.i - q.i || p.j - q.j);
  const cost: number[] = [];
  const before: number[] = [];
  let best = { cost: (names.length + amounts.length) * UNPAIRED, last: -1 };
  candidates.forEach((p, k) => {
    let value = (p.i + p.j) * UNPAIRED + Math.abs(p.offset);
    let from = -1;
    for (let q = 0; q < k; q++) {
      const prior = candidates[q]!;
      if (prior.i >= p.i || prior.j >= p.j) continue;
      const through = cost[q]! + (p.i - prior.i - 1 + p.j - prior.j - 1) * UNPAIRED + Math.abs(p.offset - prior.offset);
      if (through < value) [value, from] = [through, q];
    }
    cost[k] = value + p.bias;
    before[k] = from;
    const total = cost[k] + (names.length - 1 - p.i + amounts.length - 1 - p.j) * UNPAIRED;
    if (total < best.cost) best = { cost: total, last: k };
  });
  const pairs = new Map<number, number>();
  for (let k = best.last; k >= 0; k = before[k]!) pairs.set(candidates[k]!.i, candidates[k]!.j);
  return pairs;
}
