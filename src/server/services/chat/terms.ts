// Words that say nothing about the topic; a question made only of them cannot be matched.
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its " +
    "me my of on or our please should so than that the their them then there these they this to too was we were what " +
    "when where which who whom why will with would you your yours about am any also just more most much some such " +
    "tell know need want get got like use using celiacclaim hi hello hey thanks thank " +
    // Pronouns and fillers: "can I claim her food?" asks about the food, "anything" or "actually" about nothing.
    "he she him her his hers us its mine ours they're it's i'm anything something everything actual actually " +
    "really very still even already just out up there's ok okay one " +
    // Every page is about gluten-free food, so these words cannot tell passages apart.
    "gluten free gf"
  ).split(" "),
);

// Plurals the suffix rule below cannot undo.
// A Map: the asker's word must never find an object's built-ins ("constructor").
const IRREGULAR_PLURALS = new Map([["children", "child"], ["people", "person"], ["women", "woman"], ["men", "man"]]);

/**
 * A light stemmer: plurals to singular, so "kilometres" meets "kilometre" and "receipts" meets "receipt", and the
 * endings -ed and -ing cut, so "worked" meets "work". Both the facts and the questions go through it, so a cut that
 * spoils a word ("baking" → "bak") spoils it on both sides; searching by prefix then joins "shar" to "share".
 */
function stem(word: string): string {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular) return irregular;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ed") && !word.endsWith("eed")) return word.slice(0, -2);
  return word;
}

/** One word as the index stores it, or null for a word too short or too common to search by. */
export function normaliseTerm(term: string): string | null {
  // Accents go, as people often leave them out: "Quebec" meets "Québec".
  const lower = term.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/['’]s$/, "");
  return lower.length > 1 && !STOP_WORDS.has(lower) ? stem(lower) : null;
}

/** The meaningful words of a text, normalised, in order and with repeats. */
export function termSequence(text: string): string[] {
  const words = text.match(/[\p{L}\p{N}'’]+/gu) ?? [];
  return words.map(normaliseTerm).filter((w): w is string => w !== null);
}
