/** Shop text with typographic quotes, trademark signs and runs of spaces made plain. */
export function tidyText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[™®©*]/g, "")
    .replace(/[\u00a0\s]+/g, " ")
    .trim();
}
