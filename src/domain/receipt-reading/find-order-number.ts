/**
 * The order or invoice number an online order's receipt prints ("Order #112-4417520-3329811", "Order number: 1234",
 * "Invoice No. INV-778", "Commande no 55521"): the same order sent twice (its e-mail and its PDF) is one purchase.
 * Null when none is printed, as on a till receipt.
 */
const LABELS = new Set(["ORDER", "INVOICE", "COMMANDE", "FACTURE"]);
const FILLERS = new Set(["NUMBER", "NUMERO", "NUMÉRO", "NO", "NO.", "N°", "Nº", "N", "ID", "#", ":", "NO:", "#:"]);
const NUMBER = /^[A-Z0-9][A-Z0-9-]{3,39}$/;

function numberAfterLabel(words: readonly string[]): string | null {
  for (let i = 0; i < words.length; i++) {
    if (!LABELS.has(words[i]!)) continue;
    let j = i + 1;
    while (j < words.length && FILLERS.has(words[j]!)) j++;
    const candidate = words[j];
    if (candidate && NUMBER.test(candidate) && (candidate.match(/\d/g)?.length ?? 0) >= 3) return candidate;
  }
  return null;
}

export function findOrderNumber(lines: readonly string[]): string | null {
  for (const line of lines) {
    const words = line.toUpperCase().replace(/[#:]/g, " $& ").split(/\s+/).filter(Boolean);
    const found = numberAfterLabel(words);
    if (found) return found;
  }
  return null;
}
