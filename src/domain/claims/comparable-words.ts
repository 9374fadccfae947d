import { said, verbatim, type Said } from "../i18n/said";
import { readFormattedSize } from "./comparable-price";
import { categoryWords, kindWords } from "../gluten-free/kind-keys";
import type { PackageSize, SizeUnit } from "../matching/types";

/**
 * The records a comparable price's source sentence is made of (decision 038): the matcher, the user's choices and
 * the year's adjustment compose them, and each reader says them in their own language.
 */

const PER_UNIT = { g: "comparable.per.g", ml: "comparable.per.ml", each: "comparable.per.each" } as const;
const SIZE = { g: "comparable.size.g", ml: "comparable.size.ml", each: "comparable.size.each" } as const;

/** "per 100 g", "each". */
export const perUnitWords = (unit: SizeUnit): Said => said(PER_UNIT[unit]);

/** "340 g", "8 items"; a size the receipt view lists already formatted is read back, anything else kept as it is. */
export function sizeWords(size: PackageSize | string): Said {
  if (typeof size !== "string") return said(SIZE[size.unit], { value: size.value });
  const formatted = readFormattedSize(size);
  return formatted ? sizeWords(formatted) : verbatim(size);
}

/** "Pasta & Noodles (dry pasta)" for a kind within its category, the category alone when it is not split. */
export const groupWords = (category: string, kind: string | null | undefined): Said =>
  kind ? said("comparable.group", { category: categoryWords(category), kind: kindWords(kind) }) : categoryWords(category);

/** "dry pasta" for a kind, the category's name for a category that is not split. */
export const kindOrCategoryWords = (category: string, kind: string | null): Said => (kind ? kindWords(kind) : categoryWords(category));

/**
 * A product as an auditor finds it again: its name and size, then where and when its price was seen, after a comma
 * in a list of products ("listed"), in brackets on its own ("chosen").
 */
export function productWords(
  product: { name: string; size: PackageSize | string | null; vendor: string | null; observedOn: string | null },
  style: "listed" | "chosen",
): Said {
  const named = product.size ? said("comparable.sized", { name: product.name, size: sizeWords(product.size) }) : verbatim(product.name);
  const where = [product.vendor, product.observedOn].filter((part): part is string => Boolean(part));
  if (where.length === 0) return named;
  return said(style === "listed" ? "comparable.seenAt" : "comparable.where", { product: named, where: where.join(", ") });
}

export const ENTERED_BY_YOU: Said = said("comparable.enteredByYou");
