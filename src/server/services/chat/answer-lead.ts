import type { Concept } from "./question-concepts";
import { termSequence } from "./terms";

const PARAGRAPH_BREAK = "\n\n";

/**
 * Where a reply drawn from this text should start: at the paragraph that matches the question best, rare words
 * weighing more than common ones, so a question on Ontario's credit starts at the Ontario paragraph of a section that
 * opens with the federal rate. The opening paragraph wins ties, since it usually introduces what follows.
 */
export function leadOffset(text: string, concepts: Concept[], rarity: (term: string) => number): number {
  let best = { offset: 0, score: -1 };
  let offset = 0;
  for (const paragraph of text.split(PARAGRAPH_BREAK)) {
    const terms = new Set(termSequence(paragraph));
    const score = concepts.reduce((sum, concept) => {
      const found = concept.filter((term) => terms.has(term)).map(rarity);
      return sum + (found.length > 0 ? Math.max(...found) : 0);
    }, 0);
    if (score > best.score) best = { offset, score };
    offset += paragraph.length + PARAGRAPH_BREAK.length;
  }
  return best.offset;
}
