/**
 * How reading a receipt photo is scored, the same way on every set, seen or unseen (the rule the product is judged
 * by): an item is read right when a line has the same price to the cent and a name at least half alike, compared in
 * capitals without punctuation and without barcodes or item numbers of 6+ digits. Each truth line matches one read
 * line at most; read lines left over count against precision. Dates compare as YYYY-MM-DD; totals to the cent.
 */
export interface TruthItem {
  name: string | null;
  price: number | null;
}

export interface ReadReceipt {
  date: string | null;
  total: number | null;
  items: { name: string; price: number }[];
}

export interface ReceiptScore {
  tp: number;
  fp: number;
  fn: number;
  dateOk: boolean | null;
  totalOk: boolean | null;
}

const norm = (s: string | null) => String(s ?? "").toUpperCase().replace(/\b\d{6,}\b/g, "").replace(/[^A-Z0-9]/g, "");

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const kept = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = kept;
    }
  }
  return row[b.length]!;
}

export function nameSimilarity(a: string | null, b: string | null): number {
  const x = norm(a);
  const y = norm(b);
  const n = Math.max(x.length, y.length);
  return n ? 1 - distance(x, y) / n : 1;
}

export function scoreReceipt(truth: { date: string | null; total: number | null; items: TruthItem[] }, read: ReadReceipt | null): ReceiptScore {
  const left = (read?.items ?? []).map((item) => ({ ...item, used: false }));
  let tp = 0;
  let fn = 0;
  for (const t of truth.items) {
    let best: (typeof left)[number] | null = null;
    let bestSimilarity = 0;
    for (const r of left) {
      if (r.used || r.price !== t.price) continue;
      const similarity = nameSimilarity(r.name, t.name);
      if (similarity > bestSimilarity) {
        bestSimilarity = similarity;
        best = r;
      }
    }
    if (best && bestSimilarity >= 0.5) {
      best.used = true;
      tp++;
    } else fn++;
  }
  return {
    tp,
    fn,
    fp: left.filter((r) => !r.used).length,
    dateOk: truth.date ? (read?.date ?? "").slice(0, 10) === truth.date : null,
    totalOk: truth.total != null ? read?.total === truth.total : null,
  };
}
