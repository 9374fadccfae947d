/**
 * Whether a receipt says it comes from a country whose tills print the day first (03/04 is the 3rd of April): its
 * prices include the GST or VAT, as in New Zealand, Australia, Britain and Europe, where North American tills add the
 * tax on top ("All prices include GST", "This receipt includes GST of $2.88"), or the store's web address is in
 * such a country (".co.nz", ".co.uk", ".com.au").
 */
import { wordKey } from "./normalise-text";

const TAX_IN_THE_PRICES = /\b(?:PRICES? INCLUDES?|INC\w{2}DES?) (?:GST|VAT)\b/;
const DAY_FIRST_ADDRESS = /\.(?:CO|COM|ORG|GOVT)\.(?:NZ|UK|AU)\b|\.(?:NZ|UK|AU|IE)\b/i;

export function saysDayFirst(lines: readonly string[]): boolean {
  return lines.some((line) => TAX_IN_THE_PRICES.test(wordKey(line)) || DAY_FIRST_ADDRESS.test(line));
}
