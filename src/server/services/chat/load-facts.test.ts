import { describe, expect, it } from "vitest";
import { TAX_YEAR_RULES } from "#domain/tax/tax-year-rules";
import { loadFacts, parseFacts } from "./load-facts";
import { french as frenchLanguage } from "./languages/french";
import { INTENTS } from "./question-intents";

const facts = loadFacts("data");
const text = (f: (typeof facts)[number]) => `${f.answer}\n${f.detail}`;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-CA")}`;

// Figures and the public page that states them: a fact quoting one must cite that page.
const FIGURE_SOURCES: [string, RegExp, string][] = [
  ["federal credit rates", /\b1[45](\.5)?% (for|from)/, "Finance Canada"],
  ["per-kilometre rates", /¢/, "meal and vehicle rates"],
  ["Québec's line 381", /\bline 381 of/, "Revenu Québec"],
  ["the supplement's line", /^The refundable medical expense supplement \(line 45200\)/, "line 45200"],
];

describe("the assistant's facts on what this server sells (decision 025)", () => {
  const allText = (list: typeof facts) => list.map(text).join("\n");
  const noPayments = loadFacts("data", { premiumOnSale: false, freeReceiptsPerMonth: 3 });

  it("quote Premium's price where it is sold, and not where it is not", () => {
    expect(allText(facts)).toContain("$12 a year");
    expect(allText(noPayments)).not.toMatch(/\$12|Premium/);
    expect(noPayments.find((f) => f.id === "app-premium")!.answer).toMatch(/^Nothing: this CeliacClaim server sells no plan/);
  });

  it("say the server's own allowance, and leave no marker behind", () => {
    expect(noPayments.find((f) => f.id === "app-free-limit")!.answer).toContain("3 receipts a month");
    for (const list of [facts, noPayments]) expect(allText(list)).not.toMatch(/<!--|-->|\{free receipts\}/);
  });
});

describe("the assistant's facts (data/assistant/facts.en.yaml)", () => {
  it.each(FIGURE_SOURCES)("cite the page that states %s", (_name, figure, source) => {
    const quoting = facts.filter((f) => figure.test(text(f)));
    expect(quoting.length).toBeGreaterThan(0);
    for (const f of quoting) expect(f.source.name, f.id).toContain(source);
  });

  it("quote the thresholds of the tax-year table, 2026's as computed", () => {
    for (const rules of TAX_YEAR_RULES.filter((r) => !r.computed)) {
      expect(facts.some((f) => text(f).includes(`${dollars(rules.fixedThresholdCents)} for ${rules.year}`))).toBe(true);
    }
    const computed = TAX_YEAR_RULES.find((r) => r.computed)!;
    const fact = facts.find((f) => text(f).includes(`about ${dollars(computed.fixedThresholdCents)}`));
    expect(fact?.detail).toMatch(/computed/);
  });

  it("answer every kind of question the assistant recognises", () => {
    for (const intent of INTENTS) expect(facts.some((f) => f.intent === intent), intent).toBe(true);
  });

  it("lead with a short answer, and cite a public page or one of the product's own", () => {
    for (const f of facts) {
      expect(f.answer.length, f.id).toBeLessThanOrEqual(330);
      expect(f.source.url, f.id).toMatch(/^(https:\/\/|\/)/);
    }
  });

  it("refuse a fact citing a source the file does not list", () => {
    const yaml = "sources: {}\nfacts:\n  - {id: x, intent: who, topic: t, answer: a, detail: d, source: nowhere}\n";
    expect(() => parseFacts(yaml, "test.yaml")).toThrow(/unknown source nowhere/);
  });
});

describe("the assistant's French facts (data/assistant/facts.fr.yaml)", () => {
  const french = loadFacts("data", undefined, frenchLanguage);
  const frenchNoPayments = loadFacts("data", { premiumOnSale: false, freeReceiptsPerMonth: 3 }, frenchLanguage);
  // The figures of a text, whatever their language's format: "$2,834" and "2 834 $" are both 2834; "14.5%" and "14,5 %" 145.
  const figures = (t: string) =>
    (t.match(/(?<!\d)\d{1,3}(?:[,\s]\d{3}(?!\d))+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g) ?? []).map((n) => n.replace(/[\s,.]/g, "")).sort();

  it("answer the same questions as the English ones, with the same intents and sources", () => {
    expect(french.map((f) => [f.id, f.intent])).toEqual(facts.map((f) => [f.id, f.intent]));
  });

  it("state every figure the English ones state, and no other", () => {
    for (const [i, f] of french.entries()) expect(figures(text(f)), f.id).toEqual(figures(text(facts[i]!)));
  });

  it("say the server's allowance in French, and leave no marker behind", () => {
    expect(frenchNoPayments.find((f) => f.id === "app-free-limit")!.answer).toContain("3 reçus par mois");
    for (const list of [french, frenchNoPayments]) expect(list.map(text).join("\n")).not.toMatch(/<!--|-->|\{free receipts\}/);
  });

  it("lead with a short answer", () => {
    for (const f of french) expect(f.answer.length, f.id).toBeLessThanOrEqual(330);
  });
});
