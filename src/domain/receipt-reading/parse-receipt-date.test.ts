import { describe, expect, it } from "vitest";
import { findPurchaseDate } from "./parse-receipt-date";

const en = { referenceDate: "2025-06-30", dayFirst: false };
const fr = { referenceDate: "2025-06-30", dayFirst: true };
const date = (line: string, cues = en) => findPurchaseDate([line], cues);

describe("findPurchaseDate", () => {
  it.each([
    ["DATE: 2025/03/14", "2025-03-14"],
    ["2025-03-14 3:32 PM            LANE 8", "2025-03-14"],
    ["2025.03.14", "2025-03-14"],
    ["DATE: 03/14/25", "2025-03-14"],
    ["12/24/24 11:48 AM               LANE 14", "2024-12-24"],
    ["DATE: MAR 14 2025", "2025-03-14"],
    ["MAR 14, 2025 10:02", "2025-03-14"],
    ["March 14th, 2025", "2025-03-14"],
    ["14-MAR-2025", "2025-03-14"],
    ["DATE: 14/03/2025", "2025-03-14"],
  ])("English %s → %s", (line, iso) => expect(date(line)).toBe(iso));

  it.each([
    ["DATE: 14/03/2025      HEURE: 12:58", "2025-03-14"],
    ["DATE: 12/10/2024", "2024-10-12"],
    ["DATE: 2025-03-14", "2025-03-14"],
    ["14 MARS 2025", "2025-03-14"],
    ["14 FÉVR. 2025", "2025-02-14"],
    ["3 JANV 2025", "2025-01-03"],
    ["21 AOÛT 2024", "2024-08-21"],
    ["1 DÉC. 2024", "2024-12-01"],
    ["JUIL 4 2024", "2024-07-04"],
    ["15 SEPT 2024", "2024-09-15"],
  ])("French %s → %s", (line, iso) => expect(date(line, fr)).toBe(iso));

  it("reads an ambiguous day and month by the province cue", () => {
    expect(date("DATE: 03/04/2025", en)).toBe("2025-03-04");
    expect(date("DATE: 03/04/2025", fr)).toBe("2025-04-03");
  });

  it("takes the other reading when one is impossible, whatever the cue", () => {
    expect(date("DATE: 14/03/2025", en)).toBe("2025-03-14");
    expect(date("DATE: 03/14/2025", fr)).toBe("2025-03-14");
  });

  it("reads an ambiguous date in the order another date on the receipt can only be read in", () => {
    const invoice = ["Klant   Order   Factuur datum   Factuur   Vervaldatum", "SCONL03   SCONL04   8-9-2022   VF1005   22-9-2022"];
    expect(findPurchaseDate(invoice, en)).toBe("2022-09-08");
    expect(findPurchaseDate(["DATE: 03/04/2025", "RETURN BY 04/18/2025"], fr)).toBe("2025-03-04");
    expect(findPurchaseDate(["DATE: 03/04/2025", "RETURN BY 18/04/2025", "PRINTED 04/19/2025"], fr)).toBe("2025-04-03");
  });

  it("reads a date whose second slash the OCR took for a 7 or a bar, the year running on from the day", () => {
    // A card slip's footer line: date, time, till and operator numbers.
    expect(findPurchaseDate(["TOTAL NUMBER OF ITEMS SOLD -   20", "04/1572019 18:55 149 9 499 14"], en)).toBe("2019-04-15");
    expect(date("15/04|2019 18:55", fr)).toBe("2019-04-15");
    // A properly printed date elsewhere on the line wins, and a number that is no year is not read as one.
    expect(date("03/14/2025 REF 04/1572019")).toBe("2025-03-14");
    expect(date("SKU 04/1573456")).toBeNull();
  });

  it("reads a date the OCR split with a space beside a separator", () => {
    expect(date("DATE: 03/ 14/25   11:02")).toBe("2025-03-14");
    expect(date("2025 /03/14 3:32 PM")).toBe("2025-03-14");
    expect(date("14. 03.2025 12:58", fr)).toBe("2025-03-14");
  });

  it("reads an ambiguous two-digit-year date as the day another date on the receipt can only be read as", () => {
    // The header prints day first with a short year, the card slip year first: the slip settles the header.
    const receipt = ["STORE 1021   12/03/20 19:21", "BANANAS   1.29", "TOTAL   1.29", "DEBIT   1.29", "2020/03/12 19:22:05"];
    expect(findPurchaseDate(receipt, en)).toBe("2020-03-12");
    expect(findPurchaseDate(["STORE 1021   12/03/20 19:21", "BANANAS   1.29", "12 MAR 2020"], en)).toBe("2020-03-12");
    // Without it, the province's cue decides, as before.
    expect(findPurchaseDate(["STORE 1021   12/03/20 19:21", "BANANAS   1.29"], en)).toBe("2020-12-03");
  });

  it("reads a two-digit year that runs into the time, and a year whose 0 the OCR read as 8 or 6", () => {
    expect(date("12/05/2314:22:05   LANE 3")).toBe("2023-12-05");
    expect(date("DATE: 2825/03/14")).toBe("2025-03-14");
    expect(date("14/03/2625", fr)).toBe("2025-03-14");
  });

  it("passes over the date of birth an age check prints, even on a line that says DATE", () => {
    const receipt = ["Date of Birth - 07/14/95", "KS TEQUILA   19.99", "TOTAL   19.99", "05/25/2019 18:55 149 9 499 14"];
    expect(findPurchaseDate(receipt, en)).toBe("2019-05-25");
    expect(findPurchaseDate(["DATE DE NAISSANCE 14/07/1995", "DATE 25/05/2019"], fr)).toBe("2019-05-25");
  });

  it("refuses dates after the reference date", () => {
    // 07/06/25 is 6 July by the cue, but that is still to come on 30 June: it is 7 June.
    expect(date("07/06/25", { referenceDate: "2025-06-30", dayFirst: false })).toBe("2025-06-07");
    // A date entirely in the future is no date.
    expect(date("DATE: 2025/12/01")).toBeNull();
    expect(date("DATE: 08/14/25", { referenceDate: "2025-08-13", dayFirst: false })).toBeNull();
  });

  it("resolves two-digit years against the reference year", () => {
    expect(date("01/02/99", { referenceDate: "2025-06-30", dayFirst: false })).toBe("1999-01-02");
    expect(date("DATE: 11/30/24")).toBe("2024-11-30");
  });

  it("takes the latest year a two-digit year leaves open, however old the receipt", () => {
    // A Toronto card slip's YY/MM/DD, read years later: 10 March 2020, not 20 March 2010.
    expect(date("20/03/10 18:25:20 0N1", { referenceDate: "2026-11-25", dayFirst: false })).toBe("2020-03-10");
    expect(date("DATE/TIME:   20/03/01 10:59:47", { referenceDate: "2026-11-25", dayFirst: false })).toBe("2020-03-01");
    // A day-first slip whose day could be a year keeps its year: 24 February 2025.
    expect(date("Date: 24/02/25", { referenceDate: "2026-11-25", dayFirst: false })).toBe("2025-02-24");
  });

  it("repairs the OCR's 0 read as 6 and an extra digit in the year", () => {
    expect(date("DATE: 2025-66-30")).toBe("2025-06-30");
    expect(date("DATE: 2025-03-84")).toBe("2025-03-04");
    expect(date("DATE: 2025-67-30", { referenceDate: "2025-12-31", dayFirst: false })).toBe("2025-07-30");
    expect(date("DATE: SEP 26 26025", { referenceDate: "2025-12-31", dayFirst: false })).toBe("2025-09-26");
    expect(date("DATE: 2O25/O3/14")).toBe("2025-03-14");
  });

  it("prefers the line that says DATE to other dates", () => {
    const lines = ["BEST BEFORE 2025-01-02", "DATE: 2025-03-14", "2025-03-15"];
    expect(findPurchaseDate(lines, en)).toBe("2025-03-14");
  });

  it("prefers the order's own date to an invoice's, printed above it", () => {
    const lines = ["Invoice date: 19 April 2024", "Order number: 4471", "Order date: 18 April 2024"];
    expect(findPurchaseDate(lines, en)).toBe("2024-04-18");
    expect(findPurchaseDate(["Factuurdatum: 19 april 2024", "Orderdatum: 18 april 2024"], fr)).toBe("2024-04-18");
  });

  it("falls back to the first date anywhere, and to null", () => {
    expect(findPurchaseDate(["LOBLAWS", "2025-03-14 3:32 PM", "2025-03-15"], en)).toBe("2025-03-14");
    expect(findPurchaseDate(["LOBLAWS", "(905) 555-0197", "TIME: 3:32 PM", "TR# 60731"], en)).toBeNull();
  });

  it("is not fooled by phone numbers, times, prices or postal codes", () => {
    expect(findPurchaseDate(["(514) 555-0137", "HEURE: 15:22", "11/24 9.99", "H9B 9S8", "0.456 kg @ $4.39/kg"], en)).toBeNull();
  });
});

describe("findPurchaseDate in other languages", () => {
  it.each([
    ["Factuurdatum: 29 maart 2024", "2024-03-29"],
    ["Orderdatum: 3 mei 2024", "2024-05-03"],
    ["12 okt. 2023", "2023-10-12"],
    ["Rechnungsdatum: 4. März 2024", "2024-03-04"],
    ["Datum: 1. Dezember 2023", "2023-12-01"],
    ["15 enero 2024", "2024-01-15"],
    ["Data: 7 giugno 2024", "2024-06-07"],
  ])("%s → %s", (line, iso) => expect(findPurchaseDate([line], fr)).toBe(iso));
});

describe("findPurchaseDate on dotted dates", () => {
  it("reads no date out of a two-for price: a date's two separators are the same", () => {
    expect(findPurchaseDate(["1 @ 2/3.00", "SF 2% MLK 12Z   1.50 F"], en)).toBeNull();
  });

  it("reads the date printed before a return limit on the same row", () => {
    expect(date("03/06/2016 05:25 PM EXPIRES 06/04/16")).toBe("2016-03-06");
    expect(date("RETURNS BY 06/04/16")).toBeNull();
  });

  it("reads a dotted date day first, as the countries that print it do", () => {
    expect(findPurchaseDate(["02.03.2020 16:20"], { referenceDate: "2026-11-25", dayFirst: false })).toBe("2020-03-02");
    expect(findPurchaseDate(["03/02/2020 16:20"], { referenceDate: "2026-11-25", dayFirst: false })).toBe("2020-03-02");
  });
});
