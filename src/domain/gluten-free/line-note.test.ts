import { describe, expect, it } from "vitest";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";
import type { ParsedLineKind } from "../receipt-reading/types";
import type { Eligibility } from "./food-eligibility";
import { lineNote, shownGlutenFree } from "./line-note";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");
const inFrench = (words: Said | null | undefined) => (words ? say(words, translatorFor("fr-CA")) : "");

const note = (kind: ParsedLineKind, name: string, eligibility: Eligibility = "not_food", gfConfirmed = false) =>
  inEnglish(lineNote({ kind, name, eligibility, gfConfirmed })) || null;

describe("lineNote", () => {
  it("names what a line that is not a purchase is, never pet food", () => {
    expect(note("discount", "MULTI-BUY SAVINGS")).toMatch(/^A discount/);
    expect(note("discount", "SCANNED COUPON")).toMatch(/^A coupon/);
    expect(note("discount", "MFR COUPON 1.00")).toMatch(/^A coupon/);
    expect(note("deposit", "DEPOSIT 0.10")).toMatch(/^A container deposit/);
    expect(note("fee", "ENVIRO FEE")).toMatch(/^A fee/);
    for (const kind of ["discount", "deposit", "fee"] as const) expect(note(kind, "X")).not.toMatch(/pet food/);
  });

  it("gives a product the reason its eligibility says", () => {
    expect(note("item", "GF RICE", "natural")).toMatch(/^Naturally gluten-free/);
    expect(note("item", "DOG BISCUITS", "not_food")).toMatch(/pet food/);
    expect(note("item", "KOMBUCHA", "not_gluten_free")).toMatch(/^This line is not a gluten-free product/);
    expect(note("item", "GF BREAD", "substitute")).toBeNull();
  });

  it("asks an unknown line's question until it is answered, and then says nothing", () => {
    expect(note("item", "WHITE LOAF", "unknown")).toMatch(/^We couldn't tell whether this is gluten-free/);
    expect(note("item", "WHITE LOAF", "unknown", true)).toBeNull();
  });

  it("says each note in French to a French reader", () => {
    expect(inFrench(lineNote({ kind: "deposit", name: "DEPOSIT 0.10", eligibility: "not_food", gfConfirmed: false }))).toBe(
      "Une consigne de contenant : ce n’est pas un aliment, elle ne peut donc pas être déduite.",
    );
    expect(inFrench(lineNote({ kind: "item", name: "WHITE LOAF", eligibility: "unknown", gfConfirmed: false }))).toMatch(
      /^Nous n’avons pas pu savoir si ce produit est sans gluten\./,
    );
  });
});

describe("shownGlutenFree", () => {
  it("never shows an unknown line as gluten-free before the user vouches for it", () => {
    expect(shownGlutenFree("unknown", true, false)).toBe(false);
    expect(shownGlutenFree("unknown", false, true)).toBe(true);
  });

  it("shows a substitute always, and a natural or non-food line only on its printed sign", () => {
    expect(shownGlutenFree("substitute", false, false)).toBe(true);
    expect(shownGlutenFree("natural", true, false)).toBe(true);
    expect(shownGlutenFree("natural", false, false)).toBe(false);
    expect(shownGlutenFree("not_gluten_free", true, false)).toBe(false);
  });
});
