import { nameKey } from "./name-key";
import { isAllCaps, titleCase } from "./title-case";

// Later comma segments that sell rather than name the product (Walmart descriptions).
const MARKETING =
  /^(made|ready|microwave|two simple|prepared|perfect|great for|bursting|hands up|with real|school snacks|boxed cookies|\d+ servings|net w)/i;
const PACKAGING_WORD = /^(?:size|weight|pack|value pack|bag|box|bottle|frozen)$/i;
const MOSTLY_REPEATED = 0.6;

function cutSpans(name: string, spans: readonly (readonly [number, number])[]): string {
  let text = name;
  // From the last span back, so the earlier ones keep their places.
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) {
    text = text.slice(0, start) + " " + text.slice(end);
  }
  return text;
}

// Walmart names read "Swanson Beef Pie: flaky crust filled with …": the part before the colon names it.
function beforeDescription(text: string): string {
  const colon = /^([^:]{8,}?):\s+\S.{20,}$/.exec(text);
  return colon && colon[1]!.split(" ").length >= 3 ? colon[1]! : text;
}

/** Whether a comma segment adds to the ones kept: not a code, a repeat, marketing copy or a packaging word. */
function addsToName(segment: string, kept: readonly string[]): boolean {
  const key = nameKey(segment);
  if (!key) return false;
  const first = kept[0];
  if (first === undefined) return true;
  if (isAllCaps(segment) && !isAllCaps(first) && /[A-Z]{2}/.test(segment)) return false;
  if (kept.some((k) => nameKey(k) === key || (key.length > 8 && nameKey(k).includes(key)))) return false;
  const firstWords = new Set(nameKey(first).split(" "));
  const words = key.split(" ");
  const repeated = words.filter((w) => firstWords.has(w)).length / words.length;
  if (words.length >= 2 && repeated >= MOSTLY_REPEATED) return false;
  return !MARKETING.test(segment) && words.length <= 6 && !PACKAGING_WORD.test(segment);
}

/**
 * A shop name as the catalog shows it: without its size (the spans readPrintedSizes found), packaging notes,
 * Walmart's description and repeated or code segments; an all-caps name title-cased.
 */
export function cleanProductName(name: string, sizeSpans: readonly (readonly [number, number])[]): string {
  const text = beforeDescription(
    cutSpans(name, sizeSpans).replace(/\((?:bottles|cans|box|bag|pouch|tub|jar|pack)\)/gi, " "),
  ).replace(/\(\s*[,;-]?\s*\)/g, " ");
  const kept: string[] = [];
  for (const part of text.replace(/\$\d+(?:\.\d{2})?/g, " ").split(/\s*,(?=\s|$)\s*/)) {
    const segment = part.trim().replace(/^[\s\-–:;/|]+|[\s\-–:;/|]+$/g, "").trim();
    if (segment && addsToName(segment, kept)) kept.push(segment);
  }
  const cleaned = kept
    .join(", ")
    .replace(/\s+-\s+-\s+/g, " - ")
    .replace(/\s*-\s*$/g, "")
    .replace(/\s+([,.;:)])/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,.\-–:;]+|[\s,\-–:;/]+$/g, "")
    .replace(/^E-(?=[A-Z])/, "")
    .trim();
  return isAllCaps(cleaned) ? titleCase(cleaned) : cleaned;
}
