import { describe, expect, it } from "vitest";
import { findAddress, fixPostalCode } from "./find-address";

describe("findAddress", () => {
  it("joins the street and city lines", () => {
    expect(findAddress(["LOBLAWS", "647 BANK ST", "MISSISSAUGA ON L4X 5P6", "(905) 555-0197"])).toEqual({
      address: "647 BANK ST, MISSISSAUGA ON L4X 5P6",
      province: "ON",
    });
  });

  it("reads French addresses and skips store numbers", () => {
    const header = ["IGA", "MAGASIN #8199", "1834 AVENUE DU MONT-ROYAL", "QUÉBEC QC G7P 2Z0", "TEL: (418) 555-0110"];
    expect(findAddress(header)).toEqual({ address: "1834 AVENUE DU MONT-ROYAL, QUÉBEC QC G7P 2Z0", province: "QC" });
  });

  it("takes numbered streets and a unit", () => {
    expect(findAddress(["SOBEYS", "4142 17 AVE SW", "CALGARY AB T2T 7M4"]).address).toBe("4142 17 AVE SW, CALGARY AB T2T 7M4");
    expect(findAddress(["SOBEYS", "12-345 MAIN ST", "CALGARY, AB"]).address).toBe("12-345 MAIN ST, CALGARY AB");
  });

  it("repairs the postal code and drops specks", () => {
    expect(findAddress(["METRO", "2995 KING ST E", "OTTAWA ON KlW 151"]).address).toBe("2995 KING ST E, OTTAWA ON K1W 1S1");
    expect(findAddress(["X", "271 KINGSWAY              Ë", "HALIFAX NS B1S 6L5"]).address).toBe("271 KINGSWAY, HALIFAX NS B1S 6L5");
  });

  it("knows a province by name, or by the postal code alone", () => {
    expect(findAddress(["STORE", "55 MAIN ST", "MONCTON NEW BRUNSWICK"]).province).toBe("NB");
    expect(findAddress(["STORE", "55 MAIN ST", "V6B 1A1"])).toEqual({ address: "55 MAIN ST", province: "BC" });
  });

  it("gives nulls when there is no address", () => {
    expect(findAddress(["LOBLAWS", "(905) 555-0197", "STORE #1234"])).toEqual({ address: null, province: null });
  });
});

describe("fixPostalCode", () => {
  it.each([
    ["L4X 5P6", "L4X 5P6"],
    ["l4x5p6", "L4X 5P6"],
    ["KlW 151", "K1W 1S1"],
    ["L5Z 0CO", "L5Z 0C0"],
    ["L7] 9Z6", "L7J 9Z6"],
    ["©CO 1A1", null],
    ["L5Z 0C", null],
  ])("%s → %s", (text, fixed) => expect(fixPostalCode(text)).toBe(fixed));
});
