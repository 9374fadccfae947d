/**
 * Where a claim line's comparable regular price came from, as kept on the line when it was saved (line_items
 * `regular_source`, `regular_source_detail`), so the CSV and the printed summary can tell an auditor how each price
 * was found. "unrecorded" marks lines saved before sources were kept.
 */
export const REGULAR_SOURCES = ["catalog", "category", "custom", "unrecorded"] as const;
export type RegularSource = (typeof REGULAR_SOURCES)[number];

export const SOURCE_NOT_RECORDED = "Source not recorded";
export const ENTERED_BY_YOU = "Entered by you";

const isRegularSource = (value: string): value is RegularSource => (REGULAR_SOURCES as readonly string[]).includes(value);

// Lines whose source is known but whose sentence was not kept (catalog matches from before sources were kept).
const WITHOUT_DETAIL: Record<Exclude<RegularSource, "unrecorded">, string> = {
  catalog: "Catalog product price (details not recorded)",
  category: "Typical price of similar regular products (details not recorded)",
  custom: ENTERED_BY_YOU,
};

// What stands in the "comparable regular product" column when the line names no product.
const UNNAMED_COMPARABLE: Record<RegularSource, string> = {
  catalog: "Catalog product",
  category: "Similar regular products",
  custom: "Price entered by you",
  unrecorded: "Not recorded",
};

// Lines saved before the wording was fixed keep the misspelt sentence; it is read with the right word.
const MISSPELT_WEIGHTING = /, weighed with the median of /;

/** The sentence that says how the comparable price was found. */
export function describeRegularSource(source: string, detail: string | null): string {
  if (!isRegularSource(source) || source === "unrecorded") return SOURCE_NOT_RECORDED;
  return detail?.trim().replace(MISSPELT_WEIGHTING, ", weighted with the median of ") || WITHOUT_DETAIL[source];
}

/** The comparable regular product's name, or what stands for it. */
export function comparableProductName(source: string, regularProductName: string | null): string {
  return regularProductName?.trim() || UNNAMED_COMPARABLE[isRegularSource(source) ? source : "unrecorded"];
}
