/** Text helpers shared by the receipt parser: accent folding, keys for keyword matching, edit distance. */

export function stripAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Upper case, no accents, anything but letters, digits, `%`, `&` and `#` becomes one space. */
export function wordKey(text: string): string {
  return stripAccents(text)
    .toUpperCase()
    .replace(/[^A-Z0-9%&#]+/g, " ")
    .trim();
}

/** Only the letters, upper case, with a zero read as the letter O ("T0TAL" → "TOTAL"); for fuzzy keywords. */
export function letterKey(text: string): string {
  return stripAccents(text)
    .toUpperCase()
    .replace(/0/g, "O")
    .replace(/[^A-Z]/g, "");
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 for equal strings, 0 for nothing in common: 1 - edit distance / longer length. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - levenshtein(a, b) / longer;
}
