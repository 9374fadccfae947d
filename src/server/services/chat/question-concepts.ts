import { synonymsOf } from "./synonyms";
import { termSequence } from "./terms";
import { calendarYear } from "#domain/calendar/canadian-calendar";

/** One thing the question asks about: the asker's own word first, then the passages' words for it. */
export type Concept = string[];

// Which claim line a person belongs on turns on being under 18, so an age is read as that, not as numbers that
// would match any passage about years.
const AGE = new RegExp(
  [
    String.raw`\b(\d{1,3})\s*(?:-\s*)?(?:years?|yrs?)\s*(?:-\s*)?old\b`,
    String.raw`\b(\d{1,3})\s*y\.?o\b`,
    String.raw`\bage[ds]?\s+(\d{1,3})\b`,
    // "my son is 20 and…", but not "the period is 12 months" or "the rate is 14%".
    String.raw`\b(?:is|turned|turns)\s+(\d{1,3})(?:\s*(?:years?|yrs?)(?:\s*old)?)?(?=\s*(?:$|[,.;!?)]|and\b|but\b|who\b|now\b))`,
  ].join("|"),
  "gi",
);
const MINOR: Concept = ["minor", "under"];
// "340g", "1.5 kg", "500 ml": a package size, asked about as a size rather than as numbers.
const PACKAGE_SIZE = /\b\d+(?:[.,]\d+)?\s*(?:g|kg|grams?|ml|l|litres?|liters?|oz|lbs?)\b/gi;
const SIZE: Concept = ["size", "gram"];
const ADULT: Concept = ["adult", "older"];

const RELATIVE_YEARS: [RegExp, number][] = [
  [/\b(?:this|the current|current)\s+(?:tax\s+)?year\b/gi, 0],
  [/\b(?:last|the previous|previous|past)\s+(?:tax\s+)?year\b/gi, -1],
  [/\bnext\s+(?:tax\s+)?year\b/gi, 1],
];

/** "this year" becomes the year itself, since the passages name their figures by year. */
function resolveRelativeYears(question: string, today: Date): string {
  return RELATIVE_YEARS.reduce(
    (text, [pattern, offset]) => text.replace(pattern, String(calendarYear(today) + offset)),
    question,
  );
}

/**
 * The concepts of a question, in order: ages become "minor" or "adult", relative years become years, and every
 * other meaningful word brings its synonyms along.
 */
export function questionConcepts(question: string, today?: Date): Concept[] {
  const concepts: Concept[] = [];
  const text = (today ? resolveRelativeYears(question, today) : question)
    .replace(AGE, (...groups: string[]) => {
      const age = Number(groups.slice(1, 5).find((g) => g !== undefined));
      concepts.push(age < 18 ? MINOR : ADULT);
      return " ";
    })
    .replace(PACKAGE_SIZE, () => {
      concepts.push(SIZE);
      return " ";
    });
  for (const term of termSequence(text)) concepts.push([term, ...synonymsOf(term)]);
  const seen = new Set<string>();
  return concepts.filter((concept) => !seen.has(concept[0]!) && seen.add(concept[0]!));
}
