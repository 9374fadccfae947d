import { z } from "zod";
import type { Said } from "../i18n/said";
import type { PackageSize } from "../matching/types";

/** Where a line's comparable regular price comes from. */
export const comparableKindSchema = z.enum([
  /** The median unit price of the closest regular products, proposed by the server. */
  "catalog",
  /** One catalog product the user picked from the closest ones. */
  "product",
  /** The category's median unit price, accepted by the user. */
  "category",
  /** A price for one pack, typed by the user. */
  "custom",
]);
export type ComparableKind = z.infer<typeof comparableKindSchema>;

/** A comparable regular price for one GF package. */
export interface ComparablePrice {
  kind: ComparableKind;
  perPackCents: number;
  /** The year the price is in: catalog prices are the catalog's year; a typed price is the purchase's (null). */
  priceYear: number | null;
  /** How it was found, as a record said in the reader's language on the review page, the printed summary and the CSV. */
  detail: Said;
  productId: string | null;
  productName: string | null;
}

/** A regular product the user may pick, with what an auditor needs to find it again. */
export interface ComparableProduct {
  id: string;
  name: string;
  vendor: string | null;
  size: PackageSize | null;
  priceCents: number;
  observedOn: string | null;
  /** Its price scaled to the GF package size, in the catalog's year; null when the sizes do not compare. */
  perPackCents: number | null;
  /** The matcher's score, 0..1. */
  score: number;
}

/**
 * Where a GF package size comes from: the receipt line, the GF products list's closest product, the size the line's
 * brand sells most of its kind in that list ("brand"), the kind's most common size ("kind": of the GF products, else
 * of the regular ones), or the user.
 */
export const sizeSourceSchema = z.enum(["receipt", "gf-list", "brand", "kind", "user"]);
export type SizeSource = z.infer<typeof sizeSourceSchema>;

/** Everything the server knows about a GF line's comparable price, stored with the line. */
export interface Comparison {
  gfSize: PackageSize | null;
  gfSizeSource: SizeSource | null;
  /** Trustworthy enough to use unless the user chooses otherwise; null when the user must choose. */
  proposal: ComparablePrice | null;
  closest: ComparableProduct[];
  /** The category's median, scaled to the GF size, for the user to accept; null without a size or category. */
  categoryReference: ComparablePrice | null;
}

export const EMPTY_COMPARISON: Comparison = { gfSize: null, gfSizeSource: null, proposal: null, closest: [], categoryReference: null };

export const formatSize = (size: PackageSize) =>
  size.unit === "each" ? `${size.value} ${size.value === 1 ? "item" : "items"}` : `${size.value} ${size.unit}`;

const FORMATTED_SIZE = /^(\d+(?:\.\d+)?) (g|ml|items?)$/;

/** The size `formatSize` wrote, read back (the receipt view lists sizes as text); null for any other text. */
export function readFormattedSize(text: string): PackageSize | null {
  const formatted = FORMATTED_SIZE.exec(text);
  if (!formatted) return null;
  return { value: Number(formatted[1]), unit: formatted[2] === "g" || formatted[2] === "ml" ? formatted[2] : "each" };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Cents per one gram, millilitre or item, in the catalog's year. */
export const unitPrice = (priceCents: number, size: PackageSize) => priceCents / size.value;
