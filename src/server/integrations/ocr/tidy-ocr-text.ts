/**
 * Undoes what OCR does to letters and numbers and no till prints: a decimal comma spaced like prose ("11, 79"), a
 * zero read as the letter O in a number ("O,80", "9OOG") and the letter O read as a zero in a word ("F0RT ST",
 * "0RG"), and "lb" read as "1b" ("1.76 1b", "2.99/1b", "11b /").
 */
export function tidyOcrText(text: string): string {
  return lettersInNumbersAsZeros(
    text.replace(/(\d),[ ](\d{2})(?!\d)/g, "$1,$2").replace(/(?<![A-Za-z0-9])O(?=[.,]\d{2}(?!\d))/g, "0"),
  )
    .replace(/(?<![A-Za-z])O(?=\d{3})/g, "0")
    .replace(/0+/g, zerosInWordsAsLetters)
    .replace(/(?<=\d[.,]\d{1,3})\s*[1Il]b\b/g, " lb")
    .replace(/(?<=\/\s?)[1I]b\b/g, "lb")
    .replace(/(?<![\d.,])1[1Il]b\b/g, "1 lb")
    // "kg" read as "k9" after a weight ("0.420 k9 @ $8.75/k9").
    .replace(/(\d ?|\/ ?)([kK])9\b/g, "$1$2g");
}

// Runs of digits and O's, and runs of zeros, are read whole by a replacer: the lookarounds that said the same thing
// ("a digit somewhere before in the run") rescanned the run at every character, which is quadratic in its length.
const UNIT_AFTER = /^(?:G|KG|ML|L|LB)\b/;

/** An O after a digit in the same run, with a digit after it in the run or a size unit right after the run. */
function lettersInNumbersAsZeros(text: string): string {
  return text.replace(/[\dO]+/g, (run, offset: number) => {
    const unitAfter = UNIT_AFTER.test(text.slice(offset + run.length, offset + run.length + 3));
    const firstDigit = run.search(/\d/);
    const lastDigit = Math.max(...[...run].map((char, i) => (char === "O" ? -1 : i)));
    return [...run].map((char, i) => (char === "O" && firstDigit >= 0 && i > firstDigit && (i < lastDigit || unitAfter) ? "0" : char)).join("");
  });
}

const isCapital = (char: string | undefined) => char !== undefined && char >= "A" && char <= "Z";
const isWordChar = (char: string | undefined) => char !== undefined && /\w/.test(char);

/**
 * A zero in a word is the letter O: zeros between two capitals ("H00D"), a zero starting a word before two capitals
 * ("0RG"), or ending one after two capitals ("PEK0E" is the first case; "GLUTIN0").
 */
function zerosInWordsAsLetters(zeros: string, offset: number, text: string): string {
  const before = text[offset - 1];
  const after = text[offset + zeros.length];
  if (isCapital(before) && isCapital(after)) return "O".repeat(zeros.length);
  return [...zeros]
    .map((zero, i) => {
      const at = offset + i;
      const startsWord = !isWordChar(text[at - 1]) && text[at - 1] !== "#" && isCapital(text[at + 1]) && isCapital(text[at + 2]);
      const endsWord = isCapital(text[at - 1]) && isCapital(text[at - 2]) && !isWordChar(text[at + 1]) && !".,".includes(text[at + 1] ?? "x");
      return startsWord || endsWord ? "O" : zero;
    })
    .join("");
}
