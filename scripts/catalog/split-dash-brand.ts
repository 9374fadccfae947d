import { isAllCaps, titleCase } from "./title-case";

// Save-On-Foods prints "Brand - Product"; a first part with a food word is a product, not a brand.
const NOT_A_BRAND =
  /\b(cookies?|crackers?|bread|buns?|bagels?|pasta|cereal|bars?|pizza|soup|sauce|flour|mix|chips|snacks?|cake|organic|frozen|dumplings?|potatoes|chicken|beef|rolled|oats|quick|valley selections|partners)\b/i;
const DASHED = /^(.{2,32}?) - (.+)$/;

function splitAtDash(name: string): { head: string; rest: string; brandLike: boolean } | null {
  const m = DASHED.exec(name);
  if (!m || /^\d/.test(m[1]!)) return null;
  const head = m[1]!;
  return { head, rest: m[2]!, brandLike: head.split(" ").length <= 3 && !NOT_A_BRAND.test(head) };
}

/** The brand a "Brand - Product" name starts with, as printed; null for any other name. */
export function dashBrand(name: string): string | null {
  const parts = splitAtDash(name);
  return parts?.brandLike ? parts.head : null;
}

/** "KRAFT - Kraft Peanut Butter" as "Kraft Peanut Butter" with its brand "Kraft"; other names unchanged, no brand. */
export function splitDashBrand(name: string): { name: string; brand: string } {
  const parts = splitAtDash(name);
  if (!parts) return { name, brand: "" };
  if (!parts.brandLike) return { name: `${parts.head} ${parts.rest}`, brand: "" };
  const brand = isAllCaps(parts.head) && parts.head.length > 3 ? titleCase(parts.head) : parts.head;
  let rest = parts.rest;
  if (rest.toLowerCase().startsWith(brand.toLowerCase() + " ")) rest = rest.slice(brand.length + 1);
  if (rest.toLowerCase() === brand.toLowerCase()) rest = "";
  return { name: rest ? `${brand} ${rest}` : brand, brand };
}
