import { describe, expect, it } from "vitest";
import type { DraftLine } from "./assemble-items";
import { reconcileAmounts, type AmountsToReconcile } from "./reconcile-amounts";
import { say, type Said } from "../i18n/said";
import { translatorFor } from "../i18n/translators";

const inEnglish = (words: Said | null | undefined) => (words ? say(words, translatorFor("en-CA")) : "");


const line = (name: string, priceCents: number, extra: Partial<DraftLine> = {}): DraftLine => ({
  name,
  priceCents,
  discountCents: 0,
  appliesTo: null,
  quantity: 1,
  kind: "item",
  upc: null,
  computed: false,
  unreadable: false,
  alternatives: [],
  ...extra,
});

const receipt = (overrides: Partial<AmountsToReconcile>): AmountsToReconcile => ({
  lines: [line("BREAD", 399), line("MILK", 549), line("CHIPS", 300)],
  subtotalCents: 1248,
  totalCents: 1287,
  subtotalPrinted: true,
  totalPrinted: true,
  taxes: [{ label: "HST", cents: 39 }],
  ...overrides,
});
const prices = (r: { lines: DraftLine[] }) => r.lines.map((l) => l.priceCents);

describe("reconcileAmounts", () => {
  it("leaves a receipt that adds up alone", () => {
    const r = reconcileAmounts(receipt({}));
    expect(r).toMatchObject({ subtotalCents: 1248, totalCents: 1287, taxes: [{ label: "HST", cents: 39 }], notes: [] });
    expect(prices(r)).toEqual([399, 549, 300]);
  });

  it("works out an unreadable tax from the subtotal and total", () => {
    const r = reconcileAmounts(receipt({ taxes: [{ label: "GST", cents: 20 }, { label: "PST", cents: null }] }));
    expect(r.taxes).toEqual([
      { label: "GST", cents: 20 },
      { label: "PST", cents: 19 },
    ]);
    expect(r.notes.map(inEnglish)).toEqual(["The PST amount was unreadable; it was taken as $0.19 from the total."]);
  });

  it("works out an unreadable subtotal or total from the other totals", () => {
    expect(reconcileAmounts(receipt({ subtotalCents: null })).subtotalCents).toBe(1248);
    expect(reconcileAmounts(receipt({ totalCents: null })).totalCents).toBe(1287);
    // Not printed at all: nothing to work out.
    expect(reconcileAmounts(receipt({ totalCents: null, totalPrinted: false })).totalCents).toBeNull();
  });

  it("corrects a subtotal that disagrees with both the lines and the total", () => {
    const r = reconcileAmounts(receipt({ subtotalCents: 1848 }));
    expect(r.subtotalCents).toBe(1248);
    expect(inEnglish(r.notes[0])).toMatch(/subtotal was read as \$18\.48/);
  });

  it("corrects a tax or the total one character away from what the others make it", () => {
    expect(reconcileAmounts(receipt({ taxes: [{ label: "HST", cents: 99 }] })).taxes).toEqual([{ label: "HST", cents: 39 }]);
    expect(reconcileAmounts(receipt({ totalCents: 1887 })).totalCents).toBe(1287);
    // Two characters away: left for the user to check.
    expect(reconcileAmounts(receipt({ totalCents: 1888 })).totalCents).toBe(1888);
  });

  it("puts back zeros read as 6 in taxes when exactly one way makes the total", () => {
    const lines = [line("BREAD", 6514)];
    const taxes = [
      { label: "TPS", cents: 625, rate: 5 },
      { label: "TVQ", cents: 650, rate: 9.975 },
    ];
    const r = reconcileAmounts(receipt({ lines, subtotalCents: 6514, totalCents: 6589, taxes }));
    expect(r.taxes).toEqual([
      { label: "TPS", cents: 25 },
      { label: "TVQ", cents: 50 },
    ]);
    expect(r.notes.map(inEnglish)).toEqual([
      "The TPS amount was read as $6.25; the subtotal and total make it $0.25.",
      "The TVQ amount was read as $6.50; the subtotal and total make it $0.50.",
    ]);
  });

  it("fills the one unreadable line with what the subtotal leaves", () => {
    const lines = [line("BREAD", 399), line("PEANUT BUTTER 1KG", 0, { unreadable: true }), line("CHIPS", 300)];
    const r = reconcileAmounts(receipt({ lines }));
    expect(prices(r)).toEqual([399, 549, 300]);
    expect(r.notes.map(inEnglish)).toEqual(['The amount of "PEANUT BUTTER 1KG" was unreadable; it was taken as $5.49 from the subtotal.']);
  });

  it("fills an unreadable discount only with a reduction", () => {
    const lines = [line("BREAD", 399), line("MILK", 659), line("PRICE REDUCTION", 0, { kind: "discount", unreadable: true }), line("CHIPS", 300)];
    expect(prices(reconcileAmounts(receipt({ lines })))).toEqual([399, 659, -110, 300]);
    const over = [line("BREAD", 399), line("MILK", 449), line("COUPON", 0, { kind: "discount", unreadable: true }), line("CHIPS", 300)];
    const r = reconcileAmounts(receipt({ lines: over }));
    expect(prices(r)).toEqual([399, 449, 300]);
    expect(r.notes.map(inEnglish)).toEqual(['The amount of "COUPON" could not be read; it is left out.']);
  });

  it("corrects the one line one character away from what the subtotal needs", () => {
    const r = reconcileAmounts(receipt({ lines: [line("BREAD", 399), line("MILK", 540), line("CHIPS", 329)], subtotalCents: 1277, totalCents: 1316 }));
    expect(prices(r)).toEqual([399, 549, 329]);
    expect(r.notes.map(inEnglish)).toEqual(['The amount of "MILK" was read as $5.40; the subtotal makes it $5.49.']);
    // "60.89" for 0.89: a character added.
    const lines = [line("BREAD", 399), line("MILK", 549), line("LEMONS", 6089)];
    expect(prices(reconcileAmounts(receipt({ lines, subtotalCents: 1037, totalCents: 1076 })))).toEqual([399, 549, 89]);
  });

  it("prefers weight × price when that makes the lines add up", () => {
    const lines = [line("BREAD", 399), line("BANANAS", 579, { alternatives: [549] }), line("CHIPS", 300)];
    expect(prices(reconcileAmounts(receipt({ lines })))).toEqual([399, 549, 300]);
  });

  it("does not guess between several lines that could be wrong", () => {
    const lines = [line("BREAD", 610), line("MILK", 649), line("DEPOSIT", 610, { kind: "deposit" })];
    const r = reconcileAmounts(receipt({ lines, subtotalCents: 1269, totalCents: 1308 }));
    expect(prices(r)).toEqual([610, 649, 610]);
    expect(r.notes.map(inEnglish)).toEqual([]);
  });

  it("picks the one line whose 0 was read as a 6 when several are a character away", () => {
    const lines = [line("TURKEY GRAVY", 709), line("PRICE REDUCTION", -160, { kind: "discount" }), line("DEPOSIT", 610, { kind: "deposit" })];
    // 6.10 → 0.10, 7.09 → 1.09 and -1.60 → -7.60 all fit; only the first is a 0 read as 6.
    const r = reconcileAmounts(receipt({ lines, subtotalCents: 559, totalCents: 559, taxes: [] }));
    expect(prices(r)).toEqual([709, -160, 10]);
  });

  it("leaves lines alone when the totals disagree among themselves", () => {
    const lines = [line("BREAD", 399), line("MILK", 540), line("CHIPS", 300)];
    const r = reconcileAmounts(receipt({ lines, totalCents: 2000 }));
    expect(prices(r)).toEqual([399, 540, 300]);
  });
});
