import type { PackageSize } from "../matching/types";

/**
 * A size speaks for a kind of product only when at least this share of its products are sold in it: among bread
 * loaves, baguettes and garlic toasts of a dozen sizes, the commonest is one pack's size, not the kind's. Chosen on
 * bench:match's tuning lines (a quarter or more left too many lines without a size, a tenth let in such guesses).
 */
const MIN_SHARE = 0.2;

/**
 * The most frequent of some package sizes, or null when none is common enough. Ties go to the larger package: a
 * regular price scaled to a larger size is larger, so a guessed size never makes the claimed difference larger.
 */
export function commonestSize(sizes: readonly PackageSize[]): PackageSize | null {
  const counts = new Map<string, { size: PackageSize; n: number }>();
  for (const size of sizes) {
    const key = `${size.value}|${size.unit}`;
    const entry = counts.get(key) ?? { size, n: 0 };
    entry.n++;
    counts.set(key, entry);
  }
  const [top] = [...counts.values()].sort((a, b) => b.n - a.n || b.size.value - a.size.value);
  return top && top.n >= MIN_SHARE * sizes.length ? top.size : null;
}
