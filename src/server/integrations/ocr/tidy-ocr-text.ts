/**
 * Undoes what OCR does to numbers and units and no till prints: a decimal comma spaced like prose ("11, 79"), a
 * leading zero read as the letter O ("O,80", "O.60-"), and "lb" read as "1b" ("1.76 1b", "2.99/1b", "11b /").
 */
export function tidyOcrText(text: string): string {
  return text
    .replace(/(\d),[ ](\d{2})(?!\d)/g, "$1,$2")
    .replace(/(?<![A-Za-z0-9])O(?=[.,]\d{2}(?!\d))/g, "0")
    .replace(/(?<=\d[.,]\d{1,3})\s*[1Il]b\b/g, " lb")
    .replace(/(?<=\/\s?)[1I]b\b/g, "lb")
    .replace(/(?<![\d.,])1[1Il]b\b/g, "1 lb");
}
