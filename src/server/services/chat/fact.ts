import type { Intent } from "./question-intents";

/** A public page that states a fact: a tax authority's, or the product's own for what the product does. */
export interface FactSource {
  name: string;
  /** Absolute ("https://…") or site-relative ("/reports"). */
  url: string;
}

/** One thing the assistant knows, worded to answer one kind of question (data/assistant/facts.en.yaml). */
export interface Fact {
  id: string;
  intent: Intent;
  topic: string;
  /** The asker's words for the subject that the texts may not use. */
  about: string[];
  /** The answer first: "No." / "Yes, on line 33099." / the figure. */
  answer: string;
  detail: string;
  source: FactSource;
}
