/**
 * Undoes what the French model does to numbers and no till prints: it spaces decimal commas like prose
 * ("11, 79") and reads a leading zero as the letter O ("O,80", "O.60-").
 */
export function tidyOcrText(text: string): string {
  return text.replace(/(\d),[ ](\d{2})(?!\d)/g, "$1,$2").replace(/(?<![A-Za-z0-9])O(?=[.,]\d{2}(?!\d))/g, "0");
}
