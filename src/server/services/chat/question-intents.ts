/**
 * What a question asks, as opposed to what it mentions: "Can my wife claim it?" asks who should claim, "Do I have to
 * use January to December?" asks about the period. Each fact answers one intent.
 */
export const INTENTS = [
  "who",
  "line",
  "spouse",
  "claimable",
  "calculation",
  "amount",
  "documents",
  "send",
  "retention",
  "period",
  "share",
  "travel",
  "shipping",
  "province",
  "supplement",
  "privacy",
  "app",
  "change",
] as const;
export type Intent = (typeof INTENTS)[number];

// How people put each kind of question, matched on the lower-cased question. A cue is a way of asking, never one
// question's wording; word starts (\b) let "deductible" and "deductable" both reach "deduct".
const CLAIMABLE = /\b(claimable|deduct|eligible|count|counts|qualif)|\bcan (i|we|you) (claim|deduct|count|include|add)\b|\bwhat (can|may) (i|we)\b/;

const CUES: Partial<Record<Intent, RegExp>> = {
  who: /\bwho (can|may|is allowed|qualif)|\b(qualif|eligib|diagnos|allerg|sensitiv|intoleran)|by choice|\benough\b/,
  line: /\bline\b|\b33[01]99\b|\bwhich (form|schedule)\b|\bwhere (do|on|in)\b.*\b(return|taxes)\b/,
  spouse: /\b(spouse|wife|husband|partner|common[- ]law)\b|\b(one|which|both) of us\b/,
  calculation: /\b(calculat|comput|formula|compar)|\bwork(ed)? out\b|\bfigure out\b|\b(cheaper|smaller|bigger)\b|\bprice difference\b/,
  amount: /\b(threshold|rate|percent|refund|worth|minimum)|%|\bhow much\b|\bget back\b|\bincome\b/,
  documents: /\b(document|paperwork|proof|letter|note|receipt|recipt|summary|records?)\b/,
  send: /\b(send|mail|attach|submit|enclose|netfile|efile)\b|\binclude (it|them)\b/,
  retention: /\bhow long\b|\bhow many years\b|\b(retain|retention|shred)\b|\bthrow (away|out)\b/,
  period: /\b(period|12[- ]months?|twelve months?|calendar|january|december|april|march|fiscal)\b|\bpassed away\b|\bdied\b/,
  share: /\b(share|shared|sharing|family|household|kids|everyone)\b|\b(we|they|both) (all )?eat\b|\balso eat\b/,
  travel: /\b(travel|drive|driving|drove|gas|mileage|km|kilomet|bus|transit|taxi|parking|trip|far)\b/,
  shipping: /\b(shipping|delivery|postage|courier)\b/,
  province: /\b(province|provincial|territor|qu[eé]bec|ontario|alberta|bc|british columbia|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|pei|yukon|nunavut)/,
  supplement: /\b(supplement|45200)\b|\brefundable\b.*\bmedical\b/,
  privacy: /\b(privacy|images?|photos?|pictures?|stored|copies|delete my account)\b|\bmy data\b/,
  app: /\b(app|celiacclaim|upload|scan|csv|excel|export|reports?|premium|subscription|free plan|button|screen|page|warning)\b/,
  change: /\b(petition|flat \$?1,?000|new rules?|rules? change)\b/,
};

// Weaker signs, read only when the question asks nothing more precise: naming a relative asks which line they go on
// ("can I claim my grandson's food?"), and "can I claim…", how most questions open, asks whether a thing is claimable.
const WEAK_CUES: [Intent, RegExp][] = [
  ["line", /\b(son|daughter|child|children|kids?|grandson|granddaughter|grandchild|grandchildren|mother|mom|father|dad|parents?|brother|sister|niece|nephew|aunt|uncle|dependants?|dependents?)\b/],
  ["claimable", CLAIMABLE],
];

/**
 * The intents a question expresses; empty when it asks in none of the known ways. "Can I claim the shipping?" asks
 * about shipping and "Can I claim all of it if we both eat it?" about sharing, so the weak signs count only alone.
 */
export function questionIntents(question: string): Set<Intent> {
  const text = question.toLowerCase();
  const strong = INTENTS.filter((intent) => CUES[intent]?.test(text));
  if (strong.length > 0) return new Set(strong);
  const weak = WEAK_CUES.find(([, cue]) => cue.test(text));
  return new Set(weak ? [weak[0]] : []);
}
