import type { ChatLanguage } from "../chat-language";

// Plurals the suffix rule below cannot undo. A Map: the asker's word must never find an object's built-ins.
const IRREGULAR_PLURALS = new Map([["children", "child"], ["people", "person"], ["women", "woman"], ["men", "man"]]);

/**
 * Plurals to singular, so "kilometres" meets "kilometre" and "receipts" meets "receipt", and the endings -ed and -ing
 * cut, so "worked" meets "work". A cut that spoils a word ("baking" → "bak") spoils it on both sides; searching by
 * prefix then joins "shar" to "share".
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

// How people put each kind of question. A cue is a way of asking, never one question's wording; word starts (\b) let
// "deductible" and "deductable" both reach "deduct".
const CLAIMABLE = /\b(claimable|deduct|eligible|count|counts|qualif)|\bcan (i|we|you) (claim|deduct|count|include|add)\b|\bwhat (can|may) (i|we)\b/;

export const english: ChatLanguage = {
  lang: "en",
  stopWords: new Set(
    (
      "a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its " +
      "me my of on or our please should so than that the their them then there these they this to too was we were what " +
      "when where which who whom why will with would you your yours about am any also just more most much some such " +
      "tell know need want get got like use using celiacclaim hi hello hey thanks thank " +
      // Pronouns and fillers: "can I claim her food?" asks about the food, "anything" or "actually" about nothing.
      "he she him her his hers us its mine ours they're it's i'm anything something everything actual actually " +
      "really very still even already just out up there's ok okay one " +
      // How a question is framed: "is it true that…", "my pharmacist said…".
      "true said says told heard " +
      // Every page is about gluten-free food, so these words cannot tell passages apart.
      "gluten free gf"
    ).split(" "),
  ),
  stem,
  phrases: [],
  elision: null,
  synonymGroups: [
    { says: ["daughter", "son", "kid", "teen", "teenager", "toddler", "baby", "stepdaughter", "stepson"], means: ["child"] },
    { says: ["husband", "wife", "partner", "spouse"], means: ["spouse", "partner"] },
    {
      says: [
        "mother", "mom", "mum", "father", "dad", "parent", "grandmother", "grandfather", "grandma", "grandpa",
        "grandparent", "grandchild", "grandson", "granddaughter", "brother", "sister", "sibling", "aunt", "uncle",
        "niece", "nephew", "relative", "dependent",
      ],
      means: ["dependant"],
    },
    { says: ["grandson", "granddaughter", "grandkid", "grandchildren"], means: ["grandchild"] },
    {
      says: [
        "gas", "gasoline", "petrol", "fuel", "mileage", "kilometre", "kilometer", "km", "drive", "driving", "drove", "driven",
        "car", "vehicle", "trip", "commute", "bus", "taxi", "transit", "parking",
      ],
      means: ["travel", "driving", "kilometre"],
    },
    {
      says: ["beer", "ale", "lager", "wine", "cider", "spirits", "liquor", "whisky", "whiskey", "vodka", "alcohol", "booze"],
      means: ["alcoholic", "beer"],
    },
    { says: ["doctor", "physician", "gp", "gastroenterologist", "nurse", "specialist"], means: ["practitioner", "doctor"] },
    { says: ["note", "certificate"], means: ["letter"] },
    { says: ["submit", "attach", "mail", "enclose", "include"], means: ["send"] },
    { says: ["fruit", "vegetable", "veggie", "apple", "banana", "potato", "meat"], means: ["produce", "naturally"] },
    { says: ["sensitive", "intolerance", "intolerant", "allergy", "allergic", "ncgs"], means: ["sensitivity", "allergy"] },
    { says: ["family", "household", "shared", "sharing", "split", "everyone", "roommate"], means: ["share", "household"] },
    { says: ["smaller", "bigger", "larger", "sized", "gram", "weight", "ounce"], means: ["size"] },
    {
      says: ["january", "february", "march", "april", "june", "july", "august", "september", "october", "november", "december"],
      means: ["period", "month"],
    },
    { says: ["minimum", "floor"], means: ["threshold"] },
    { says: ["deduct", "deduction", "deductible"], means: ["claim"] },
    { says: ["percent", "percentage"], means: ["rate"] },
    { says: ["coeliac"], means: ["celiac"] },
    { says: ["bill", "invoice"], means: ["receipt"] },
    { says: ["delivery", "postage", "courier"], means: ["shipping"] },
  ],
  cues: {
    who: /\bwho (can|may|is allowed|qualif)|\b(qualif|eligib|allerg|sensitiv|intoleran)|by choice|\benough\b/,
    line: /\bline\b|\b33[01]99\b|\bwhich (form|schedule)\b|\bwhere (do|on|in)\b.*\b(return|taxes)\b/,
    spouse: /\b(spouse|wife|husband|partner|common[- ]law)\b|\b(one|which|both) of us\b/,
    calculation: /\b(calculat|comput|formula|compar)|\bwork(ed)? out\b|\bfigure out\b|\b(cheaper|smaller|bigger)\b|\bprice difference\b/,
    amount: /\b(threshold|rate|percent|refund|worth|minimum)|%|\bhow much\b|\bget back\b|\bincome\b/,
    documents: /\b(document|paperwork|proof|letter|note|receipt|recipt|summary|records?)\b/,
    send: /\b(send|mail|attach|submit|enclose|netfile|efile)\b|\binclude (it|them)\b/,
    retention: /\bhow long\b|\bhow many years\b|\b(retain|retention|shred)\b|\bthrow (away|out)\b/,
    period: /\b(period|12[- ]months?|twelve months?|calendar|fiscal|january|february|march|april|june|july|august|september|october|november|december)\b|\bpassed away\b|\bdied\b/,
    share: /\b(share|shared|sharing|family|household|kids|everyone)\b|\b(we|they|both) (all )?eat\b|\balso eat\b/,
    travel: /\b(travel|drive|driving|drove|gas|mileage|km|kilomet|bus|transit|taxi|parking|trip|far)\b/,
    shipping: /\b(shipping|delivery|postage|courier)\b/,
    province: /\b(province|provincial|territor|qu[eé]bec|ontario|alberta|bc|british columbia|manitoba|saskatchewan|nova scotia|new brunswick|newfoundland|pei|yukon|nunavut)/,
    supplement: /\b(supplement|45200)\b|\brefundable\b.*\bmedical\b/,
    privacy: /\b(privacy|images?|photos?|pictures?|stored|copies|delete my account)\b|\bmy data\b/,
    app: /\b(app|celiacclaim|upload|scan|csv|excel|export|reports?|premium|subscription|free plan|button|screen|page|warning)\b/,
    // A change of the rules is said either way round: "the rules change", "change the rules".
    change: /\b(petition|flat \$?1,?000|new rules?|rules? change|chang\w* (the )?rules?)\b/,
  },
  // Naming a relative asks which line they go on ("can I claim my grandson's food?"), and "can I claim…", how most
  // questions open, asks whether a thing is claimable.
  weakCues: [
    ["line", /\b(son|daughter|child|children|kids?|grandson|granddaughter|grandchild|grandchildren|mother|mom|father|dad|parents?|brother|sister|niece|nephew|aunt|uncle|dependants?|dependents?)\b/],
    ["claimable", CLAIMABLE],
  ],
  age: new RegExp(
    [
      String.raw`\b(\d{1,3})\s*(?:-\s*)?(?:years?|yrs?)\s*(?:-\s*)?old\b`,
      String.raw`\b(\d{1,3})\s*y\.?o\b`,
      String.raw`\bage[ds]?\s+(\d{1,3})\b`,
      // "my son is 20 and…", but not "the period is 12 months" or "the rate is 14%".
      String.raw`\b(?:is|turned|turns)\s+(\d{1,3})(?:\s*(?:years?|yrs?)(?:\s*old)?)?(?=\s*(?:$|[,.;!?)]|and\b|but\b|who\b|now\b))`,
    ].join("|"),
    "gi",
  ),
  minorWords: ["minor", "under"],
  adultWords: ["adult", "older"],
  sizeWords: ["size", "gram"],
  zeroWord: "zero",
  relativeYears: [
    [/\b(?:this|the current|current)\s+(?:tax\s+)?year\b/gi, 0],
    [/\b(?:last|the previous|previous|past)\s+(?:tax\s+)?year\b/gi, -1],
    [/\bnext\s+(?:tax\s+)?year\b/gi, 1],
  ],
  markers: /\b(the|i|my|can|is|what|how|do|does|for|with|and|claim|should|which|where|who|are|it)\b/g,
  texts: {
    smallTalk: /^(hi|hello|hey|good (morning|afternoon|evening)|thanks|thank you)\b[\s!.,?]*$/i,
    smallTalkReply:
      "Hello! Ask me anything about tracking gluten-free expenses: what you can claim, which documents to keep, or how CeliacClaim works.",
    support: (email, faqUrl) =>
      `I'm sorry, I don't have a reliable answer to that yet. I've passed your question to our support team, ` +
      `who will follow up at ${email}. In the meantime, our FAQ may help: ${faqUrl}`,
    faqTitle: "Frequently Asked Questions",
    source: "Source:",
    seeAlso: "See also:",
    freeReceipts: (perMonth) => (perMonth === null ? "unlimited receipts" : `${perMonth} receipts a month`),
  },
};
