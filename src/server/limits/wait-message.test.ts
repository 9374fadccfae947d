import { describe, expect, it } from "vitest";
import { translatorFor } from "#domain/i18n/translators";
import { waitDetail } from "./wait-message";

const say = (locale: "en-CA" | "fr-CA", ms: number) => {
  const { key, values } = waitDetail("error.wait.tooManyAttempts", ms);
  return translatorFor(locale).t(key, values);
};

describe("a wait, said", () => {
  it("in whole minutes rounded up, then in hours, in each language", () => {
    expect(say("en-CA", 30_000)).toBe("Too many attempts. Please wait 1 minute and try again.");
    expect(say("en-CA", 14 * 60_000 + 1)).toBe("Too many attempts. Please wait 15 minutes and try again.");
    expect(say("en-CA", 3 * 3_600_000)).toBe("Too many attempts. Please wait 3 hours and try again.");
    expect(say("fr-CA", 5 * 60_000)).toBe("Trop de tentatives. Veuillez attendre 5 minutes et réessayer.");
    expect(say("fr-CA", 24 * 3_600_000)).toBe("Trop de tentatives. Veuillez attendre 24 heures et réessayer.");
  });
});
