import { describe, expect, it } from "vitest";
import { isPagePath } from "./page-routes";
import { addressIn, localeOfAddress } from "./twin-paths";

describe("twin pages", () => {
  it("reads the language an address fixes", () => {
    expect(localeOfAddress("/")).toBe("en-CA");
    expect(localeOfAddress("/fr")).toBe("fr-CA");
    expect(localeOfAddress("/dashboard")).toBeNull();
    expect(localeOfAddress("/fr/dashboard")).toBeNull();
    expect(localeOfAddress("/fr/terms")).toBe("fr-CA");
    expect(localeOfAddress("/blog/a-post")).toBe("en-CA");
  });

  it("moves a twin page's address between the languages, keeping its query and anchor", () => {
    expect(addressIn("/", "fr-CA")).toBe("/fr");
    expect(addressIn("/#faq", "fr-CA")).toBe("/fr#faq");
    expect(addressIn("/fr#faq", "en-CA")).toBe("/#faq");
    expect(addressIn("/?tab=x#faq", "fr-CA")).toBe("/fr?tab=x#faq");
    expect(addressIn("/upload-receipt", "fr-CA")).toBe("/upload-receipt");
    expect(addressIn("/blog/a-post", "fr-CA")).toBe("/fr/blog/a-post");
    expect(addressIn("/fr/privacy-policy", "en-CA")).toBe("/privacy-policy");
    expect(addressIn("/auth", "fr-CA")).toBe("/auth");
  });

  it("the server knows the French twins as pages, and only those", () => {
    expect(isPagePath("/fr")).toBe(true);
    expect(isPagePath("/fr/dashboard")).toBe(false);
    expect(isPagePath("/fr/fr")).toBe(false);
    expect(isPagePath("/fr/how-it-works")).toBe(true);
    expect(isPagePath("/fr/blog/a-post")).toBe(true);
    expect(isPagePath("/fr/auth")).toBe(false);
  });
});
