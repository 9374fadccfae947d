/**
 * Characters that change how a name looks without being seen: direction overrides and isolates (a name that reads
 * "exe.txt" backwards), zero-width spaces and joiners used to hide or forge a word, the soft hyphen, the byte order
 * mark, and the Hangul fillers that render as blank letters. The zero-width joiner and non-joiner are kept: Persian,
 * Indic names and emoji need them.
 */
const INVISIBLE = /(?![\u200c\u200d])[\p{Cf}\u115f\u1160\u3164\uffa0]/u;

export const INVISIBLE_CHARACTERS_MESSAGE = "Names cannot contain invisible or text-direction characters.";

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}
