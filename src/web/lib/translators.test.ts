import { describe, expect, it, vi } from "vitest";

describe("the web app's messages", () => {
  it("says only the frame until a screen's part is asked for, then that part in each language it is asked in", async () => {
    // A fresh copy: the files of a run share modules, and another may have loaded every part already.
    vi.resetModules();
    const { isCatalogueLoaded, loadCatalogue, translatorFor } = await import("./translators");
    expect(translatorFor("en-CA").t("layout.signOut")).toBe("Sign Out");
    expect(translatorFor("en-CA").t("auth.logIn")).toBe("auth.logIn");
    expect(translatorFor("fr-CA").locale).toBe("en-CA");

    await loadCatalogue("en-CA", ["app"]);
    expect(translatorFor("en-CA").t("auth.logIn")).toBe("Log in");
    expect(translatorFor("en-CA").t("settings.receiptAddress.copy")).toBe("settings.receiptAddress.copy");
    // A part asked for in English is wanted in French too: a change of language fetches it with the frame.
    expect(isCatalogueLoaded("fr-CA")).toBe(false);

    await loadCatalogue("fr-CA");
    expect(isCatalogueLoaded("fr-CA")).toBe(true);
    expect(translatorFor("fr-CA").t("auth.logIn")).toBe("Se connecter");
    expect(translatorFor("fr-CA").t("settings.receiptAddress.copy")).toBe("settings.receiptAddress.copy");
  });
});
