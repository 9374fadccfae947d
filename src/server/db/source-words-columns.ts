import { say, type Said } from "#domain/i18n/said";
import { translatorFor } from "#domain/i18n/translators";

/**
 * The line_items columns that keep a comparable's source (decision 038): the record each reader says in their own
 * language, and the English sentence beside it, the plain-text trail every line has had (lines saved before records
 * were kept have only that).
 */
export const sourceWordsColumns = (words: Said) => ({
  regular_source_words: JSON.stringify(words),
  regular_source_detail: say(words, translatorFor("en-CA")),
});
