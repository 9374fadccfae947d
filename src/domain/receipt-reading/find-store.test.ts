import { describe, expect, it } from "vitest";
import { findStore } from "./find-store";

const store = (header: string[], all: string[] = header) => findStore(header, all);

describe("findStore", () => {
  it.each([
    ["LOBLAWS", "Loblaws"],
    ["NO FRILLS", "No Frills"],
    ["WALMART SUPERCENTRE", "Walmart"],
    ["Wal-Mart", "Walmart"],
    ["SAVE-ON-FOODS", "Save-On-Foods"],
    ["‘     IGA", "IGA"],
    ["SUPER C", "Super C"],
    ["MAXI & CIE", "Maxi"],
    ["FOOD BASICS", "Food Basics"],
    ["FRESHCO", "FreshCo"],
    ["LONGO'S", "Longo's"],
    ["T & T SUPERMARKET", "T&T"],
    ["WHOLE FOODS MARKET", "Whole Foods"],
    ["ZEHRS MARKETS", "Zehrs"],
    ["COSTCO WHOLESALE #552", "Costco"],
    ["YOUR INDEPENDENT GROCER", "Independent"],
    ["THRIFTY FOODS", "Thrifty Foods"],
  ])("%s → %s", (banner, name) => expect(store([banner, "123 MAIN ST"])).toBe(name));

  it("prefers the longer banner: Atlantic Superstore is not Real Canadian Superstore, Metro Plus is Metro", () => {
    expect(store(["ATLANTIC SUPERSTORE"])).toBe("Atlantic Superstore");
    expect(store(["REAL CANADIAN SUPERSTORE"])).toBe("Real Canadian Superstore");
  });

  it("joins a banner wrapped over two lines", () => {
    expect(store(["REAL CANADIAN", "SUPERSTORE", "979 BLOOR ST W"])).toBe("Real Canadian Superstore");
  });

  it("tolerates a letter or two misread in a long banner", () => {
    expect(store(["LOBLAVS", "647 BANK ST"])).toBe("Loblaws");
    expect(store(["NO FRILIS"])).toBe("No Frills");
    expect(store(["SOBEY5"])).toBe("Sobeys");
  });

  it("does not guess short banners from near misses", () => {
    expect(store(["MEGA", "12 MAIN ST"])).toBe("Mega");
  });

  it("finds a banner in the goodbye when the header has none", () => {
    const all = ["", "123 MAIN ST", "TOTAL 4.00", "THANK YOU FOR SHOPPING AT FOOD BASICS"];
    expect(store(["", "123 MAIN ST"], all)).toBe("Food Basics");
  });

  it("falls back to the first line that reads like a name", () => {
    expect(store(["  *** ", "BULK BARN", "STORE #123", "400 KING ST"])).toBe("Bulk Barn");
    expect(store(["WELCOME", "MARCHÉ TAU", "1234 RUE ST-DENIS"])).toBe("Marché Tau");
    expect(store(["(905) 555-0197", "12 MAIN ST", "STORE #12"])).toBeNull();
  });

  it("takes a document's own seller before a banner printed outside the header, after one printed in it", () => {
    const footer = ["GF CRACKERS   4.99", "Whole Foods Market"];
    expect(findStore(["ORDER DETAILS"], footer, "Amazon.ca")).toBe("Amazon.ca");
    expect(findStore(["NO FRILLS", "ORDER DETAILS"], footer, "Instacart")).toBe("No Frills");
  });
});
