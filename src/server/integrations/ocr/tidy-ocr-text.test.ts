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

  it("reads a zero in a word as O and an O in a number as zero", () => {
    expect(tidyOcrText("196 F0RT ST\nKS 0RG 2% 4L\nBARILLA PENNE 9OOG   3.49\nORANGE PEK0E TEA 72")).toBe(
      "196 FORT ST\nKS ORG 2% 4L\nBARILLA PENNE 900G   3.49\nORANGE PEKOE TEA 72",
    );
    expect(tidyOcrText("ROBIN H00D AP\nGLUTIN0 PRETZELS\nO05265082198 ENGLISH MUFFINS")).toBe(
      "ROBIN HOOD AP\nGLUTINO PRETZELS\n005265082198 ENGLISH MUFFINS",
    );
    expect(tidyOcrText("LONDON ON N4H 0N9\n2OZ JAR\nTR# 0512")).toBe("LONDON ON N4H 0N9\n2OZ JAR\nTR# 0512");
  });

  it("reads kg where the OCR read k9", () => {
    expect(tidyOcrText("0.420 k9 @ $8.75/k9   3.68\nK9 TREATS   4.99")).toBe("0.420 kg @ $8.75/kg   3.68\nK9 TREATS   4.99");
  });

  it("reads lb where the OCR read 1b", () => {
    expect(tidyOcrText("1.761b @ 11b / 2.99\n2.76  1b   $0.49 /1b   $1.35 F")).toBe("1.76 lb @ 1 lb / 2.99\n2.76 lb   $0.49 /lb   $1.35 F");
  });
});
