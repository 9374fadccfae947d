import { describe, expect, it } from "vitest";
import { loadSiteContent } from "./load-site-content";

const PAGES = ["faq", "help", "howItWorks"] as const;

describe("the site's pages say what this server offers", () => {
  it.each(PAGES)("%s quotes no price of Premium, and leaves no marker, where Premium is not sold", (page) => {
    const text = loadSiteContent("data", { premiumOnSale: false, freeReceiptsPerMonth: 5 })[page];
    expect(text).not.toMatch(/Premium|\$12|\$1 a month|<!--|\{free receipts\}/);
  });

  it("says the server's own allowance where Premium is not sold", () => {
    expect(loadSiteContent("data", { premiumOnSale: false, freeReceiptsPerMonth: null }).help).toContain("Every account includes unlimited receipts");
    expect(loadSiteContent("data", { premiumOnSale: false, freeReceiptsPerMonth: 5 }).howItWorks).toContain("Every account includes 5 receipts a month");
  });

  it.each(PAGES)("%s still prices Premium where it is sold", (page) => {
    const text = loadSiteContent("data", { premiumOnSale: true, freeReceiptsPerMonth: 5 })[page];
    expect(text).toMatch(/Premium/);
    expect(text).not.toMatch(/<!--|\{free receipts\}|nothing to buy/);
  });
});
