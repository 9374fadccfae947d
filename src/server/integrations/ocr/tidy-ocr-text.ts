/**
 * Undoes what OCR does to letters and numbers and no till prints: a decimal comma spaced like prose ("11, 79"), a
 * zero read as the letter O in a number ("O,80", "9OOG") and the letter O read as a zero in a word ("F0RT ST",
 * "0RG"), and "lb" read as "1b" ("1.76 1b", "2.99/1b", "11b /").
 */
export function tidyOcrText(text: string): string {
  return text
    .replace(/(\d),[ ](\d{2})(?!\d)/g, "$1,$2")
    .replace(/(?<![A-Za-z0-9])O(?=[.,]\d{2}(?!\d))/g, "0")
    .replace(/(?<=\d[\dO]*)O(?=[\dO]*(?:\d|(?:G|KG|ML|L|LB)\b))/g, "0")
    .replace(/(?<![A-Za-z])O(?=\d{3})/g, "0")
    .replace(/(?<=[A-Z]0*)0(?=0*[A-Z])|(?<![\w#])0(?=[A-Z]{2})|(?<=[A-Z]{2})0(?![\w.,])/g, "O")
    .replace(/(?<=\d[.,]\d{1,3})\s*[1Il]b\b/g, " lb")
    .replace(/(?<=\/\s?)[1I]b\b/g, "lb")
    .replace(/(?<![\d.,])1[1Il]b\b/g, "1 lb");
}
