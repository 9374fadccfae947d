import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { LOCALES } from "./locales";
import { CATALOGUES, translatorFor } from "./translators";

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The names a message's arguments and tags use, found anywhere in it (plural branches and tags included). */
function argumentNames(elements: Element[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    // 0 is literal text and 7 a plural's `#`; every other element names an argument or a tag.
    if (element.type !== 0 && element.type !== 7 && element.value) names.add(element.value);
    for (const option of Object.values(element.options ?? {})) argumentNames(option.value, names);
    argumentNames(element.children ?? [], names);
  }
  return names;
}

const astOf = (message: string, locale: string) => new IntlMessageFormat(message, locale).getAst() as Element[];

describe("the catalogues", () => {
  const english = CATALOGUES["en-CA"];

  it.each(LOCALES)("%s names exactly the English keys", (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)("every %s message is valid ICU and not empty", (locale) => {
    for (const [key, message] of Object.entries(CATALOGUES[locale])) {
      expect(message.trim(), key).not.toBe("");
      expect(() => astOf(message, locale), key).not.toThrow();
    }
  });

  it("a French message uses the same arguments and tags as its English one", () => {
    const french = CATALOGUES["fr-CA"];
    for (const [key, message] of Object.entries(english)) {
      const frenchMessage = french[key as keyof typeof english];
      expect([...argumentNames(astOf(frenchMessage, "fr-CA"))].sort(), key).toEqual([...argumentNames(astOf(message, "en-CA"))].sort());
    }
  });

  it("no message writes Premium's price: they name {premiumPrice}", () => {
    for (const locale of LOCALES) {
      for (const [key, message] of Object.entries(CATALOGUES[locale])) expect(message, key).not.toMatch(/\$\s?12\b|12,00/);
    }
  });
});

describe("a translator", () => {
  it("fills in the price, money and plurals per locale", () => {
    const space = /[\u00a0\u202f]/g;
    expect(translatorFor("en-CA").t("pricing.premiumNote")).toBe("Billed $12 per year (CAD). 30-day money-back guarantee.");
    expect(translatorFor("fr-CA").t("pricing.premiumNote").replace(space, " ")).toBe(
      "Facturé 12 $ par année (CAD). Garantie de remboursement de 30 jours.",
    );
    expect(translatorFor("fr-CA").t("plans.feature.receiptsPerMonth", { count: 1 })).toBe("1 reçu par mois");
    expect(translatorFor("en-CA").t("plans.feature.receiptsPerMonth", { count: 5 })).toBe("5 receipts per month");
    expect(translatorFor("fr-CA").format.longDate("2026-11-25")).toBe("25 novembre 2026");
    expect(translatorFor("fr-CA").format.money(1200).replace(space, " ")).toBe("12,00 $");
  });

  it("says a key's message and passes any other text through", () => {
    expect(translatorFor("fr-CA").text("validation.email")).toBe("Veuillez entrer un courriel valide");
    expect(translatorFor("fr-CA").text("Some sentence")).toBe("Some sentence");
  });
});
