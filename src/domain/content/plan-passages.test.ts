import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/translators";
import { passagesFor } from "./plan-passages";

const ENGLISH = translatorFor("en-CA");

const TEXT =
  "Start free. <!-- premium -->Premium is $12 a year.<!-- /premium --><!-- no-premium -->Every account has {free receipts}.<!-- /no-premium -->";

describe("passagesFor", () => {
  it("keeps Premium's passages where it is sold, and the other ones where it is not, with the server's allowance", () => {
    expect(passagesFor(TEXT, { premiumOnSale: true, freeReceiptsPerMonth: 5 }, ENGLISH)).toBe("Start free. Premium is $12 a year.");
    expect(passagesFor(TEXT, { premiumOnSale: false, freeReceiptsPerMonth: 5 }, ENGLISH)).toBe("Start free. Every account has 5 receipts a month.");
    expect(passagesFor(TEXT, { premiumOnSale: false, freeReceiptsPerMonth: null }, ENGLISH)).toBe("Start free. Every account has unlimited receipts.");
  });

  it("keeps neither while the offer is unknown", () => {
    expect(passagesFor(TEXT, null, ENGLISH)).toBe("Start free. ");
  });
});
