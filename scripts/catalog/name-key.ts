// Words that do not tell two products apart ("Bread with Seeds" is "Seeds Bread").
const FILLER = new Set(["and", "the", "with"]);

/** A product name's words, lower-case, accent-free, de-duplicated and sorted: equal for reordered names. */
export function nameKey(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/'s\b/g, "s")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter((w) => w && !FILLER.has(w));
  return [...new Set(words)].sort().join(" ");
}
