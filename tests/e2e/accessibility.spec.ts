import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test } from "./support/fixtures";

// Lazy page chunks can take a while on a loaded machine; allow for it rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });

const PAGES: { path: string; ready: string }[] = [
  { path: "/", ready: "Frequently Asked Questions" },
  { path: "/how-it-works", ready: "The technology behind it" },
  { path: "/terms", ready: "13. Contact Us" },
  { path: "/privacy-policy", ready: "Privacy Policy" },
  { path: "/blog", ready: "Eating Out with Celiac Disease" },
  { path: "/blog/gluten-free-pantry-staples", ready: "Related Articles" },
  { path: "/auth", ready: "Log in" },
];

for (const { path, ready } of PAGES) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: false }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(blocking).toEqual([]);
  });
}

test("the open chat widget has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open chat assistant" }).click();
  await expect(page.getByRole("dialog", { name: "CeliacClaim Assistant" })).toBeVisible();
  const results = await new AxeBuilder({ page }).include("#chat-panel").analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
