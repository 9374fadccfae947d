/**
 * Characters that change how a name looks without being seen: direction overrides and isolates (a name that reads
 * "exe.txt" backwards), zero-width spaces and joiners used to hide or forge a word, the soft hyphen, the byte order
 * mark, and the Hangul fillers that render as blank letters. The zero-width joiner and non-joiner are kept: Persian,
 * Indic names and emoji need them.
 */
const INVISIBLE = /(?![\u200c\u200d])[\p{Cf}\u115f\u1160\u3164\uffa0]/u;

// A key of the catalogues (src/domain/i18n): the server and the forms say it in the reader's language.
export const INVISIBLE_CHARACTERS_MESSAGE = "validation.invisibleCharacters";

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}
