import { english, said, verbatim, type Said } from "../i18n/said";
import { ENTERED_BY_YOU } from "../claims/comparable-words";

/**
 * Where a claim line's comparable regular price came from, as kept on the line when it was saved (line_items
 * `regular_source`, and its sentence: `regular_source_words`, a record said in the reader's language, or for lines
 * saved before records were kept, `regular_source_detail`, the English sentence), so the CSV and the printed summary
 * can tell an auditor how each price was found. "unrecorded" marks lines saved before sources were kept.
 */
export const REGULAR_SOURCES = ["catalog", "category", "custom", "unrecorded"] as const;
export type RegularSource = (typeof REGULAR_SOURCES)[number];

const isRegularSource = (value: string): value is RegularSource => (REGULAR_SOURCES as readonly string[]).includes(value);

// Lines whose source is known but whose sentence was not kept (catalog matches from before sources were kept).
const WITHOUT_DETAIL: Record<Exclude<RegularSource, "unrecorded">, Said> = {
  catalog: said("comparable.catalogUnrecorded"),
  category: said("comparable.categoryUnrecorded"),
  custom: ENTERED_BY_YOU,
};

// What stands in the "comparable regular product" column when the line names no product.
const UNNAMED_COMPARABLE: Record<RegularSource, Said> = {
  catalog: said("comparable.unnamed.catalog"),
  category: said("comparable.unnamed.category"),
  custom: said("comparable.unnamed.custom"),
  unrecorded: said("comparable.unnamed.unrecorded"),
};

// Lines saved before the wording was fixed keep the misspelt sentence; it is read with the right word.
const MISSPELT_WEIGHTING = /, weighed with the median of /;
// The one English sentence a typed price was saved with before records were kept: said in the reader's language.
const ENTERED_BY_YOU_IN_ENGLISH = "Entered by you";

/** The line's source sentence: its record, else the English sentence it was saved with, else what stands for it. */
export function describeRegularSource(source: string, detail: string | null, words: Said | null): Said {
  if (!isRegularSource(source) || source === "unrecorded") return said("comparable.notRecorded");
  if (words) return words;
  const sentence = detail?.trim().replace(MISSPELT_WEIGHTING, ", weighted with the median of ");
  if (!sentence) return WITHOUT_DETAIL[source];
  return sentence === ENTERED_BY_YOU_IN_ENGLISH ? ENTERED_BY_YOU : english(sentence);
}

/** The comparable regular product's name, or what stands for it. */
export function comparableProductName(source: string, regularProductName: string | null): Said {
  const name = regularProductName?.trim();
  return name ? verbatim(name) : UNNAMED_COMPARABLE[isRegularSource(source) ? source : "unrecorded"];
}
