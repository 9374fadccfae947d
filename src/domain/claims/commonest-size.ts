import type { PackageSize } from "../matching/types";

/**
 * The most frequent of some package sizes. Ties go to the larger package: a regular price scaled to a larger size is
 * larger, so a guessed size never makes the claimed difference larger.
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
  return top?.size ?? null;
}
