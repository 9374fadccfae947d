import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/translators";
import { parseShareInput, shareDigits } from "./share-input";

describe("shareDigits", () => {
  it("keeps up to three digits of what is typed", () => {
    expect(shareDigits("5o%")).toBe("5");
    expect(shareDigits("1000")).toBe("100");
    expect(shareDigits("")).toBe("");
  });
});

describe("parseShareInput", () => {
  it("takes a whole percent from 1 to 100", () => {
    expect(parseShareInput(" 50 ")).toEqual({ ok: true, sharePct: 50 });
    expect(parseShareInput("100")).toEqual({ ok: true, sharePct: 100 });
  });

  it("refuses anything else with the server's message", () => {
    for (const bad of ["", "0", "101", "12.5", "abc"]) {
      expect(parseShareInput(bad), bad).toMatchObject({ ok: false });
      const { error } = parseShareInput(bad) as { error: string };
      expect(translatorFor("en-CA").text(error), bad).toBe("The share must be a whole percent from 1 to 100");
    }
  });
});
