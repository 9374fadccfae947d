import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.2 AA and everything beneath it; axe's "best-practice" rules are not part of the bar. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe set to the bar. Not with `resultTypes: ["violations"]`, though it would be faster: page-level rules (one level-one
 * heading, one banner) decide from the nodes that passed, and trimmed, they report violations that are not there.
 */
export const wcagAxe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS);

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line per rule: id, impact, help, and each offending node's selector with axe's own summary of it. */
export function describeViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(" ")}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, "\n      ")}` : ""}`)
        .join("\n");
      return `  ${v.id} [${v.impact ?? "n/a"}]: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join("\n");
}

/**
 * Runs axe (WCAG 2.2 AA tags) on the page as it stands, after any loading state has settled, and fails on a
 * violation of any impact, listing rule id, help and targets. `include` narrows the scan to one part of the page;
 * `soft` records the failure and lets the test go on to its next page.
 */
export async function expectNoAxeViolations(page: Page, label?: string, options: { include?: string; soft?: boolean } = {}) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  let builder = wcagAxe(page);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const where = label ?? page.url();
  const check = options.soft ? expect.soft : expect;
  check(violations.length, `axe found ${violations.length} violation(s) on ${where}:\n${describeViolations(violations)}`).toBe(0);
}
