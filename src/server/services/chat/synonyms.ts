import { normaliseTerm } from "./terms";

/**
 * People ask in their own words ("my daughter", "gas", "GF beer"); the passages use the tax rules' words ("child",
 * "travel", "alcoholic"). Each group lists what people say and the words the passages use for it.
 */
const GROUPS: { says: string[]; means: string[] }[] = [
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
  { says: ["minimum", "floor"], means: ["threshold"] },
  { says: ["deduct", "deduction", "deductible"], means: ["claim"] },
  { says: ["percent", "percentage"], means: ["rate"] },
  { says: ["coeliac"], means: ["celiac"] },
  { says: ["bill", "invoice"], means: ["receipt"] },
  { says: ["delivery", "postage", "courier"], means: ["shipping"] },
];

const normalised = (words: string[]) => words.map(normaliseTerm).filter((w): w is string => w !== null);

const SYNONYMS = new Map<string, string[]>();
for (const group of GROUPS) {
  const means = normalised(group.means);
  for (const word of normalised(group.says)) SYNONYMS.set(word, [...(SYNONYMS.get(word) ?? []), ...means]);
}

/** The passages' words for a normalised question word, other than the word itself. */
export function synonymsOf(term: string): string[] {
  return [...new Set(SYNONYMS.get(term) ?? [])].filter((s) => s !== term);
}
