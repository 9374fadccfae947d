// Acronyms and initialisms that stay in capitals when an all-caps name is title-cased.
const KEEP_UPPER = new Set(
  "PC VH BBQ IPA XL XXL II III HP KD DQ USA NY TNT T&T BLT GO AB ON QC BC MSG A&W P&G".split(" "),
);

export const isAllCaps = (text: string) => /[A-Z]/.test(text) && !/[a-z]/.test(text);

function titleCaseWord(word: string): string {
  if (KEEP_UPPER.has(word)) return word;
  const upper = (_: string, before: string, letter: string) => before + letter.toUpperCase();
  return word.toLowerCase().replace(/(^|[\s\-/(&.])([a-z])/g, upper);
}

/** A name written in capitals ("DEMPSTER'S WHOLE WHEAT") as a title ("Dempster's Whole Wheat"). */
export const titleCase = (text: string) => text.split(" ").map(titleCaseWord).join(" ");
