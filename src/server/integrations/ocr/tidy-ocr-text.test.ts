import { describe, expect, it } from "vitest";
import { tidyOcrText } from "./tidy-ocr-text";

describe("tidyOcrText", () => {
  it("closes up decimal commas and turns a leading letter O into zero in amounts", () => {
    expect(tidyOcrText("BAGELS NATURE 6   3, 79\nCONSIGNE   O,80\n  PRICE REDUCTION  O.60-")).toBe(
      "BAGELS NATURE 6   3,79\nCONSIGNE   0,80\n  PRICE REDUCTION  0.60-",
    );
  });

  it("leaves words and other numbers alone", () => {
    const text = "OIGNONS JAUNES\nTOTAL 1, 234\nPOLO.50 ISO 9001";
    expect(tidyOcrText(text)).toBe(text);
  });
});
