import { describe, expect, it } from "vitest";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import type { CatalogProduct } from "../matching/types";
import { createComparer } from "./create-comparer";
import { CATEGORY_SPREAD } from "./match-confidence";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | null | undefined) => (words ? say(words, translatorFor("fr-CA")) : "");

const product = (id: string, name: string, priceCents: number, grams: number, category = "Cereal & Oats"): CatalogProduct => ({
  id,
  name,
  brand: null,
  category,
  sizeValue: grams,
  sizeUnit: "g",
  priceCents,
  observedOn: "2024-06-01",
});

const CEREALS = ["Corn Flakes", "Rice Krispies Cereal", "Cheerios Cereal", "Frosted Flakes Cereal", "Raisin Bran Cereal", "Special K Cereal", "Froot Loops Cereal", "Corn Pops Cereal", "Apple Jacks Cereal", "Lucky Charms Cereal"];
const OATS = ["Large Flake Oats", "Quick Oats", "Steel Cut Oats", "Rolled Oats Old Fashioned", "Organic Quick Oats", "Minute Oats", "Organic Rolled Oats", "Thick Rolled Oats", "Quick Cook Steel Cut Oats", "Old Fashioned Oats"];
// Boxed cereal costs several times what oats cost by the gram: $1.50–1.86 per 100 g against $0.35–0.53.
const catalog = [
  ...CEREALS.map((name, i) => product(`c${i}`, name, 750 + i * 20, 500)),
  ...OATS.map((name, i) => product(`o${i}`, name, 350 + i * 20, 1000)),
];

describe("createComparer: a split category checks a line against products of its own kind", () => {
  const comparer = createComparer(catalog);

  it("gives oats the median of oats, and names that kind", () => {
    const oats = comparer.compare({ name: "GF OATS 1KG", category: "Cereal & Oats" });
    // Oats at 350, 370 … 530 per kg: median 440.
    expect(oats.categoryReference?.perPackCents).toBe(440);
    expect(inEnglish(oats.categoryReference?.detail)).toContain("10 regular Cereal & Oats (oats) products");
  });

  it("gives boxed cereal the median of boxed cereal", () => {
    const flakes = comparer.compare({ name: "GF CORN FLAKES 500G", category: "Cereal & Oats" });
    expect(flakes.categoryReference?.perPackCents).toBe(840);
    expect(inEnglish(flakes.categoryReference?.detail)).toContain("regular Cereal & Oats (boxed cereal) products");
  });

  it("prices a line that does not say organic from products that do not, and an organic line from organic ones", () => {
    const plain = inEnglish(comparer.compare({ name: "GF QUICK OATS 1KG", category: "Cereal & Oats" }).proposal!.detail);
    expect(plain).toContain("Quick Oats 1000 g");
    expect(plain).not.toContain("Organic");
    const organic = inEnglish(comparer.compare({ name: "GF ORGANIC QUICK OATS 1KG", category: "Cereal & Oats" }).proposal!.detail);
    expect(organic).toMatch(/^Price per 100 g of the closest regular product \(Organic Quick Oats 1000 g/);
  });

  it("no longer finds a fair oats price far below its reference, as the whole category's median did", () => {
    const oatsPerKg = 350;
    const whole = [...catalog].map((p) => (p.priceCents / (p.sizeValue ?? 1)) * 1000).sort((a, b) => a - b);
    const wholeMedian = whole[Math.floor(whole.length / 2)]!;
    expect(oatsPerKg).toBeLessThan(wholeMedian / CATEGORY_SPREAD);
    const reference = comparer.compare({ name: "GF OATS 1KG", category: "Cereal & Oats" }).categoryReference!;
    expect(oatsPerKg).toBeGreaterThan(reference.perPackCents / CATEGORY_SPREAD);
  });
});

describe("createComparer: like with like inside a category", () => {
  // Dry pasta at 50–68¢ per 100 g, boxed macaroni and cheese at 130–148¢: the words of a GF pasta line reach both.
  const pasta = [
    ...["Spaghetti", "Penne Rigate", "Rotini", "Fusilli", "Linguine", "Macaroni", "Rigatoni", "Farfalle", "Spaghettini", "Fettuccine"].map((shape, i) =>
      product(`p${i}`, `Catelli Classic ${shape} Pasta`, 450 + i * 20, 900, "Pasta & Noodles"),
    ),
    ...["Original", "Three Cheese", "White Cheddar", "Spirals", "Shells", "Sharp Cheddar", "Deluxe", "Extra Creamy", "Four Cheese", "Spicy Cheddar"].map((v, i) =>
      product(`m${i}`, `Kraft Dinner Macaroni & Cheese ${v}`, 130 + i * 2, 100, "Pasta & Noodles"),
    ),
  ];
  const comparer = createComparer(pasta);

  it("prices a GF macaroni from dry macaroni, not from the boxed dinners that share its word", () => {
    const c = comparer.compare({ name: "GF MACARONI 340G", category: "Pasta & Noodles" });
    expect(inEnglish(c.proposal?.detail)).toContain("regular Pasta & Noodles (dry pasta) products");
    expect(inEnglish(c.proposal?.detail)).not.toContain("Kraft Dinner");
  });

  it("prices a GF macaroni and cheese from boxed dinners", () => {
    const c = comparer.compare({ name: "GF MAC & CHEESE 170G", category: "Pasta & Noodles" });
    expect(inEnglish(c.proposal?.detail)).toContain("regular Pasta & Noodles (macaroni and cheese and pasta sides) products");
  });
});

describe("createComparer: a size for a line that prints none", () => {
  const gfProducts = [
    { name: "Schar Gluten Free Penne 340 g", vendor: "Voila", size: null },
    { name: "Barilla Gluten Free Spaghetti 340 g", vendor: "Voila", size: null },
    { name: "Catelli Gluten Free Fusilli 340 g", vendor: "Voila", size: null },
    { name: "Tinkyada Brown Rice Spirals 454 g", vendor: "Voila", size: null },
    { name: "Tinkyada Brown Rice Elbows 454 g", vendor: "Voila", size: null },
  ];
  const pasta = ["Spaghetti", "Penne Rigate", "Rotini", "Fusilli", "Linguine", "Macaroni", "Rigatoni", "Farfalle", "Spaghettini", "Fettuccine"].map((shape, i) =>
    product(`p${i}`, `Catelli Classic ${shape} Pasta`, 450 + i * 20, 900, "Pasta & Noodles"),
  );
  const comparer = createComparer(pasta, { gfProducts, gfBrands: [{ brand: "Tinkyada" }] });

  it("uses the size the line's brand sells most of its kind, and says so", () => {
    const c = comparer.compare({ name: "TINKYADA GF LINGUINE", category: "Pasta & Noodles" });
    expect(c.gfSize).toEqual({ value: 454, unit: "g" });
    expect(c.gfSizeSource).toBe("brand");
    expect(inEnglish(c.proposal?.detail)).toMatch(/scaled to 454 g, the size Tinkyada sells most of its gluten-free dry pasta \(change the package size if yours differs\)$/);
    expect(inFrench(c.proposal?.detail)).toMatch(/ramené à 454 g, le format que Tinkyada vend le plus parmi ses produits sans gluten « pâtes sèches » \(changez le format si le vôtre diffère\)$/);
  });

  it("else the most common size of gluten-free products of its kind", () => {
    const c = comparer.compare({ name: "GF RIGATONI", category: "Pasta & Noodles" });
    expect(c.gfSize).toEqual({ value: 340, unit: "g" });
    expect(c.gfSizeSource).toBe("kind");
    expect(inEnglish(c.proposal?.detail)).toContain("scaled to 340 g, the most common size of gluten-free dry pasta");
  });

  it("else the most common size of the regular ones, where the GF list has too few", () => {
    const bare = createComparer(pasta);
    const c = bare.compare({ name: "GF RIGATONI", category: "Pasta & Noodles" });
    expect(c.gfSize).toEqual({ value: 900, unit: "g" });
    expect(inEnglish(c.categoryReference?.detail)).toContain("the most common size of regular dry pasta, as too few gluten-free ones are listed");
    expect(inFrench(c.categoryReference?.detail)).toContain("le format le plus courant des produits ordinaires « pâtes sèches », faute d’assez de produits sans gluten répertoriés");
  });

  it("sets aside a receipt's count when the regular products are sold by weight", () => {
    const c = comparer.compare({ name: "GF PENNE 2PK", category: "Pasta & Noodles" });
    expect(c.gfSize?.unit).toBe("g");
    expect(inEnglish(c.proposal?.detail)).toContain("the receipt counts 2 items but regular ones are sold by weight");
  });

  it("keeps the size the user gave", () => {
    const c = comparer.compare({ name: "GF RIGATONI", category: "Pasta & Noodles", size: { value: 280, unit: "g" } });
    expect(c.gfSize).toEqual({ value: 280, unit: "g" });
    expect(c.gfSizeSource).toBe("user");
  });
});

describe("createComparer: a category's median weighs by how tightly its prices gather", () => {
  // Three regular cheesecakes at $8.99 for 600 g, in Baked Goods beside ten cookie packs whose prices spread from a
  // quarter to four times their median; oats, gathered as the test catalog's oats are, set what a typical spread is.
  const cheesecakes = ["New York Cheesecake", "Cheesecake Original", "Cheesecake Chocolate"].map((name, i) => product(`k${i}`, name, 899, 600, "Baked Goods"));
  const cookies = ["Oatmeal", "Chocolate Chip", "Ginger", "Shortbread", "Sugar", "Peanut Butter", "Raisin", "Fudge", "Lemon", "Vanilla"].map((name, i) =>
    product(`b${i}`, `${name} Cookies`, Math.round(200 * Math.exp(0.3 * (i - 4.5))), 300, "Baked Goods"),
  );
  const oats = OATS.map((name, i) => product(`o${i}`, name, 350 + i * 20, 1000));
  const comparer = createComparer([...cheesecakes, ...cookies, ...oats]);

  it("pulls a line less towards the median of a category whose prices spread widely than a typical one's", () => {
    const c = comparer.compare({ name: "GF NEW YORK CHEESECAKE 600G", category: "Baked Goods" });
    const reference = c.categoryReference!.perPackCents;
    // In the catalog's year, as the reference is.
    const cheesecake = c.closest[0]!.perPackCents!;
    // At most these three cheesecakes weighed with a typical category's median, as five products: this line is pulled less.
    const asTypical = Math.exp((3 * Math.log(cheesecake) + 5 * Math.log(reference)) / 8);
    expect(reference).toBeLessThan(cheesecake);
    expect(c.proposal!.perPackCents).toBeGreaterThan(asTypical + 10);
    expect(c.proposal!.perPackCents).toBeLessThan(cheesecake);
  });
});
