import { describe, expect, it } from "vitest";
import { english, say, said, verbatim, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import { chosenProductDetail } from "../claims/regular-price";
import { comparableProductName, describeRegularSource } from "./comparable-source";

const inEnglish = (words: Said) => say(words, translatorFor("en-CA"));
const inFrench = (words: Said) => say(words, translatorFor("fr-CA"));

describe("describeRegularSource", () => {
  it("gives the record kept with the line, said in the reader's language", () => {
    const picked = chosenProductDetail({ name: "Wonder White Bread", size: "675 g", vendor: "Walmart", observedOn: "2024-12-02" }, "450 g");
    const source = describeRegularSource("catalog", "the English sentence", picked);
    expect(source).toEqual(picked);
    expect(inEnglish(source)).toBe("Chosen by you: Wonder White Bread 675 g (Walmart, 2024-12-02), scaled to 450 g");
    expect(inFrench(source)).toBe("Choisi par vous : Wonder White Bread 675 g (Walmart, 2024-12-02), ramené à 450 g");
  });

  it("keeps the English sentence of a line saved before records, marked as English", () => {
    const median =
      "Median per 100 g of 5 closest regular products (Wonder White Bread 675 g, Walmart, 2024-12-02; …), scaled to 450 g";
    expect(describeRegularSource("category", median, null)).toEqual(english(median));
  });

  it("says a typed price's old English sentence in the reader's language", () => {
    const typed = describeRegularSource("custom", "Entered by you", null);
    expect(inEnglish(typed)).toBe("Entered by you");
    expect(inFrench(typed)).toBe("Saisi par vous");
  });

  it("reads a sentence saved with the old misspelling with the right word", () => {
    const saved = "Price per 100 g of the closest regular product (Loaf 675 g), weighed with the median of 300 regular Bread products, scaled to 450 g";
    expect(describeRegularSource("catalog", saved, null)).toEqual(english(saved.replace("weighed", "weighted")));
  });

  it("says a source was not recorded for lines saved before sources were kept, whatever else they carry", () => {
    const notRecorded = said("comparable.notRecorded");
    expect(describeRegularSource("unrecorded", null, null)).toEqual(notRecorded);
    expect(describeRegularSource("unrecorded", "stale text", null)).toEqual(notRecorded);
    expect(describeRegularSource("something-else", "x", null)).toEqual(notRecorded);
    expect(inFrench(notRecorded)).toBe("Source non consignée");
  });

  it("names the kind of source when its sentence is missing", () => {
    expect(inEnglish(describeRegularSource("catalog", null, null))).toBe("Catalog product price (details not recorded)");
    expect(inEnglish(describeRegularSource("category", "  ", null))).toBe("Typical price of similar regular products (details not recorded)");
    expect(inFrench(describeRegularSource("category", "  ", null))).toBe("Prix typique de produits ordinaires semblables (détails non consignés)");
    expect(inEnglish(describeRegularSource("custom", null, null))).toBe("Entered by you");
  });
});

describe("comparableProductName", () => {
  it("is the named product, or what stands for it in the reader's language", () => {
    expect(comparableProductName("catalog", "Wonder White Bread")).toEqual(verbatim("Wonder White Bread"));
    expect(inEnglish(comparableProductName("category", null))).toBe("Similar regular products");
    expect(inFrench(comparableProductName("category", null))).toBe("Produits ordinaires semblables");
    expect(inEnglish(comparableProductName("custom", null))).toBe("Price entered by you");
    expect(inFrench(comparableProductName("custom", null))).toBe("Prix saisi par vous");
    expect(inEnglish(comparableProductName("unrecorded", null))).toBe("Not recorded");
  });
});
