import { readFileSync } from "node:fs";
import { parseCsvRecords } from "#domain/csv";
import type { CatalogProduct } from "#domain/matching/types";

export interface LabelledLine {
  line: string;
  /** Empty: the catalog has no fair regular equivalent, so the right answer is no match. */
  categories: string[];
  accept: RegExp | null;
}

export function loadLabelledLines(path = "data/matching/labelled-gf-lines.csv"): LabelledLine[] {
  return parseCsvRecords(readFileSync(path, "utf8")).map((r) => ({
    line: r.line ?? "",
    categories: (r.category ?? "").split("|").filter(Boolean),
    accept: r.accept ? new RegExp(r.accept, "i") : null,
  }));
}

export function isAcceptable(label: LabelledLine, product: CatalogProduct | null): boolean {
  if (!label.accept) return product === null;
  return product !== null && label.categories.includes(product.category) && label.accept.test(product.name);
}
