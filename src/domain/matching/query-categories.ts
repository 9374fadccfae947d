import { CATEGORIES } from "../gluten-free/categories";
import { classifyFood } from "../gluten-free/classify-food";
import type { MatchQuery } from "./types";

const KNOWN: ReadonlySet<string> = new Set(CATEGORIES);

export interface QueryKind {
  /** Catalog categories the GF line may belong to; empty when nothing is known (then none is preferred). */
  categories: Set<string>;
  /** classify-food.ts reads the line as a naturally gluten-free food (chips, yogurt, fruit…) and never as a substitute. */
  natural: boolean;
}

/**
 * What kind of food a GF line is: the category given with the query, and classify-food.ts's reading of the
 * line's words once abbreviations and French are expanded, in both word orders (French puts the head noun first:
 * "MUFFINS ANGL" reads "muffins english", i.e. english muffins), and of the raw line (what the server passes as
 * the category), so passing classify-food.ts's category or none gives the same result.
 */
export function queryKind(query: MatchQuery, words: readonly string[]): QueryKind {
  const categories = new Set<string>();
  let substitute = false;
  let natural = false;
  const read = (text: string) => {
    const food = classifyFood(text);
    if (food.category && KNOWN.has(food.category)) categories.add(food.category);
    if (food.kind === "substitute") substitute = true;
    if (food.kind === "natural") natural = true;
  };
  if (query.category && KNOWN.has(query.category)) categories.add(query.category);
  read(query.name);
  if (words.length > 0) {
    read(words.join(" "));
    if (words.length > 1) read([...words].reverse().join(" "));
  }
  return { categories, natural: natural && !substitute };
}
