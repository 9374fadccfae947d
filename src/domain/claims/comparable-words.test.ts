import { describe, expect, it } from "vitest";
import { KIND_LABELS } from "../gluten-free/category-kinds";
import { kindWords } from "../gluten-free/kind-keys";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import { formatSize, readFormattedSize } from "./comparable-price";
import { chosenProductDetail, detailInYear } from "./regular-price";
import { proposeComparison, type DatedProduct } from "./propose-comparison";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | null | undefined) => (words ? say(words, translatorFor("fr-CA")).replaceAll("\u00a0", " ") : "");

const product = (id: string, priceCents: number): DatedProduct => ({
  id,
  name: `Spaghetti ${id}`,
  brand: null,
  category: "Pasta & Noodles",
  sizeValue: 900,
  sizeUnit: "g",
  priceCents,
  basePriceCents: priceCents,
  vendor: "Walmart",
  observedOn: "2024-12-02",
  kind: "dry pasta",
});

// A GF spaghetti line without a printed size: priced at its kind's most common GF size, weighed with the kind's median.
const comparison = proposeComparison({
  matches: [product("a", 300), product("b", 320)].map((p) => ({ product: p, score: 0.9 })),
  gfSize: null,
  gfSizeSource: null,
  category: "Pasta & Noodles",
  lineKind: () => "dry pasta",
  categoryMedian: () => ({ centsPerUnit: 0.35, count: 42, kind: "dry pasta" }),
  typicalSize: () => ({ size: { value: 340, unit: "g" }, source: "kind", basis: { key: "comparable.basis.gfKind", values: { kind: kindWords("dry pasta") } } }),
  priceYear: 2024,
  minScore: 0.5,
});

describe("a comparable's source, said in each language", () => {
  it("says the matcher's proposal, its products, the kind's median and the guessed size in English", () => {
    expect(inEnglish(comparison.proposal?.detail)).toBe(
      "Price per 100 g of the 2 closest regular products (Spaghetti a 900 g, Walmart, 2024-12-02; Spaghetti b 900 g, Walmart, " +
        "2024-12-02), weighted with the median of 42 regular Pasta & Noodles (dry pasta) products, scaled to 340 g, the most " +
        "common size of gluten-free dry pasta (change the package size if yours differs)",
    );
  });

  it("says the same record in French", () => {
    expect(inFrench(comparison.proposal?.detail)).toBe(
      "Prix par 100 g des 2 produits ordinaires les plus proches (Spaghetti a 900 g, Walmart, 2024-12-02; Spaghetti b 900 g, " +
        "Walmart, 2024-12-02), pondéré par la médiane de 42 produits ordinaires « Pâtes et nouilles (pâtes sèches) », ramené à " +
        "340 g, le format le plus courant des produits sans gluten « pâtes sèches » (changez le format si le vôtre diffère)",
    );
    expect(inFrench(comparison.categoryReference?.detail)).toMatch(
      /^Prix médian par 100 g de 42 produits ordinaires « Pâtes et nouilles \(pâtes sèches\) » du catalogue, ramené à 340 g/,
    );
  });

  it("adds the year's adjustment in the reader's language, its factor written their way", () => {
    const inYear = detailInYear(comparison.proposal!.detail, 2024, 2025);
    expect(inEnglish(inYear)).toMatch(/; 2024 prices adjusted to 2025 ×1\.025 with Statistics Canada’s average retail prices of bread and pasta \(table 18-10-0245-01, 2025\)$/);
    expect(inFrench(inYear)).toMatch(/; prix de 2024 ramenés à 2025 ×1,025 selon les prix de détail moyens du pain et des pâtes de Statistique Canada \(tableau 18-10-0245-01, 2025\)$/);
  });

  it("names every kind of a split category in the catalogues", () => {
    for (const label of KIND_LABELS) expect(kindWords(label).key, label).toMatch(/^kind\./);
    expect(inFrench(kindWords("macaroni and cheese and pasta sides"))).toBe("macaroni au fromage et accompagnements de pâtes");
  });
});

describe("sizes the receipt view lists already formatted", () => {
  it("are said in the reader's language, counts with their plural", () => {
    const chosen = chosenProductDetail({ name: "Dempster's Hot Dog Buns", size: "8 items", vendor: "Voila", observedOn: "2024-11-21" }, "6 items");
    expect(inFrench(chosen)).toContain("8 articles");
    expect(inFrench(chosen)).toContain("6 articles");
    expect(inFrench(chosen)).not.toContain("items");
    expect(inEnglish(chosenProductDetail({ name: "Bun", size: "1 item", vendor: null, observedOn: null }, "340 g"))).toMatch(/Bun 1 item\b.*340 g/);
  });
});

describe("readFormattedSize", () => {
  it("reads back every size formatSize writes, and nothing else", () => {
    for (const size of [{ value: 340, unit: "g" }, { value: 1.5, unit: "ml" }, { value: 1, unit: "each" }, { value: 6, unit: "each" }] as const)
      expect(readFormattedSize(formatSize(size))).toEqual(size);
    expect(readFormattedSize("Bun")).toBeNull();
  });
});
