import { describe, expect, it } from "vitest";
import { restoreFrenchAccents } from "./restore-accents";

describe("restoreFrenchAccents", () => {
  it("puts back the accents an OCR dropped from French grocery words, in capitals", () => {
    expect(restoreFrenchAccents("BEBES EPINARDS 142G")).toBe("BÉBÉS ÉPINARDS 142G");
    expect(restoreFrenchAccents("CREME SURE 14%")).toBe("CRÈME SURE 14%");
  });

  it("leaves words it does not know, words already accented and mixed-case words alone", () => {
    expect(restoreFrenchAccents("PAIN BLANC TRANCHÉ")).toBe("PAIN BLANC TRANCHÉ");
    expect(restoreFrenchAccents("Creme brulee")).toBe("Creme brulee");
  });
});
