import { wordKey } from "./normalise-text";

/**
 * For each parsed line, the index of the row it was read from, or null: the first row at or after the previous
 * line's row whose words contain the line's name. Rows are searched in order because the parser keeps printed order.
 */
export function locateLines(names: readonly string[], rows: readonly string[]): (number | null)[] {
  const keys = rows.map(wordKey);
  let from = 0;
  return names.map((name) => {
    const wanted = wordKey(name);
    if (wanted === "") return null;
    for (let i = from; i < keys.length; i++) {
      if (keys[i]!.includes(wanted)) {
        from = i + 1;
        return i;
      }
    }
    return null;
  });
}
