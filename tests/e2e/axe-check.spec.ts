import { expect, test } from "@playwright/test";
import { wcagAxe } from "./support/axe";

// The accessibility journeys only prove something if the check they share still finds violations with its options.
test("the accessibility check finds an unnamed button and low-contrast text", async ({ page }) => {
  await page.setContent(
    `<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1><button></button>` +
      `<p style="color:#bbb;background:#fff">Faint text</p></main></body></html>`,
  );
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => v.id).sort()).toEqual(["button-name", "color-contrast"]);
});
