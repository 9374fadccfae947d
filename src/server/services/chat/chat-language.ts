import type { Intent } from "./question-intents";

/** The languages the assistant answers in: the language a question is asked in, from facts written in it. */
export const CHAT_LANGS = ["en", "fr"] as const;
export type ChatLang = (typeof CHAT_LANGS)[number];

/**
 * Everything about reading a question and wording a reply that depends on its language. The mechanism (concepts,
 * intents, coverage) is the same for every language; only the words change.
 */
export interface ChatLanguage {
  lang: ChatLang;
  /** Words that say nothing about the topic; a question made only of them cannot be matched. */
  stopWords: ReadonlySet<string>;
  /** A light stemmer applied to the facts and the questions alike, on lower-cased words without accents. */
  stem(word: string): string;
  /**
   * Set expressions read as one word, in the facts and the questions alike, before words or cues are read ("en ligne"
   * is online, not a line of the return). Global, case-insensitive patterns.
   */
  phrases: readonly [RegExp, string][];
  /** A prefix the language joins to the next word ("l'année", "d'impôt"), cut before the word is read. */
  elision: RegExp | null;
  /** What people say, and the words the facts use for it. */
  synonymGroups: readonly { says: readonly string[]; means: readonly string[] }[];
  /** How people put each kind of question, matched on the lower-cased question. */
  cues: Partial<Record<Intent, RegExp>>;
  /** Weaker signs, read only when no cue matched. */
  weakCues: readonly [Intent, RegExp][];
  /** A person's age in a question (a global pattern); the first defined group is the age. */
  age: RegExp;
  /** The facts' words for a person under 18, for one 18 or older, and for a package size. */
  minorWords: readonly string[];
  adultWords: readonly string[];
  sizeWords: readonly string[];
  /** The facts' word for a zero amount ("$0.00"). */
  zeroWord: string;
  /** "this year", "last year", "next year", as offsets from the current year. */
  relativeYears: readonly [RegExp, number][];
  /** Words that mark the language (a global pattern), to tell which one a question is asked in. */
  markers: RegExp;
  texts: {
    smallTalk: RegExp;
    smallTalkReply: string;
    support(email: string, faqUrl: string): string;
    faqTitle: string;
    /** The labels before the first cited page and the next ones, with the language's own punctuation. */
    source: string;
    seeAlso: string;
    /** How a number of free receipts is said, for the plan facts' `{free receipts}`. */
    freeReceipts(perMonth: number | null): string;
  };
}
