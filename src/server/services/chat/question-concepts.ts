import { calendarYear } from "#domain/calendar/canadian-calendar";
import type { ChatLanguage } from "./chat-language";
import { english } from "./languages/english";
import { synonymsOf } from "./synonyms";
import { termSequence } from "./terms";

/** One thing the question asks about: the asker's own word first, then the facts' words for it. */
export type Concept = string[];

// "340g", "1.5 kg", "500 ml": a package size, asked about as a size rather than as numbers.
const PACKAGE_SIZE = /\b\d+(?:[.,]\d+)?\s*(?:g|kg|grams?|grammes?|ml|l|litres?|liters?|oz|lbs?)\b/gi;

// "$15", "3 $", "6,99 $", or a price said again without its sign ("is the 7.49 all claimable?"): what the asker paid
// is their circumstance, not what the question is about; a zero amount ("$0.00") is: the facts say when a difference
// is zero. A number with cents is a price; whole numbers stay (years, lines, kilometres).
const MONEY = /\$\s?\d+(?:[.,\s]\d+)*|\b\d+(?:[.,\s]\d+)*\s?\$|\b\d+[.,]\d{2}\b(?![.,]?\d|\s?%)/g;
const ZERO = /^[$\s0.,]+$/;

/** "this year" becomes the year itself, since the facts name their figures by year. */
function resolveRelativeYears(question: string, today: Date, language: ChatLanguage): string {
  return language.relativeYears.reduce(
    (text, [pattern, offset]) => text.replace(pattern, ` ${calendarYear(today) + offset} `),
    question,
  );
}

/**
 * The concepts of a question, in order: ages become "minor" or "adult" (which line a person belongs on turns on being
 * under 18), relative years become years, sums of money go, and every other meaningful word brings its synonyms along.
 */
export function questionConcepts(question: string, today?: Date, language: ChatLanguage = english): Concept[] {
  const concepts: Concept[] = [];
  const text = (today ? resolveRelativeYears(question, today, language) : question)
    .replace(language.age, (...groups: unknown[]) => {
      const age = Number(groups.slice(1).find((g) => typeof g === "string"));
      concepts.push([...(age < 18 ? language.minorWords : language.adultWords)]);
      return " ";
    })
    .replace(PACKAGE_SIZE, () => {
      concepts.push([...language.sizeWords]);
      return " ";
    })
    .replace(MONEY, (amount) => (ZERO.test(amount) ? ` ${language.zeroWord} ` : " "));
  for (const term of termSequence(text, language)) concepts.push([term, ...synonymsOf(term, language)]);
  const seen = new Set<string>();
  return concepts.filter((concept) => !seen.has(concept[0]!) && seen.add(concept[0]!));
}
