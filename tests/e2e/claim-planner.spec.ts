import { say } from "#domain/i18n/said";
import { translatorFor } from "#domain/i18n/translators";
import { planClaim } from "#domain/planner/claim-plan";
import { formatCents } from "#domain/money";
import { figureSources } from "#web/features/planner/lib/figure-sources";
import { expect, test } from "./support/fixtures";
import { signUpWithReceipts } from "./support/report-data";
import { shot } from "./support/shots";

const cents = (dollars: number) => Math.round(dollars * 100);

test("the claim planner: province asked once, other expenses typed, the best period and which spouse claims, at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(120_000);
  const { lines } = await signUpWithReceipts(page, ["e2e-1-clean.png"]);
  const year = Number(lines[0]!.purchaseDate.slice(0, 4));
  const gfCents = lines.filter((l) => l.purchaseDate.startsWith(String(year))).reduce((sum, l) => sum + cents(l.priceDifference), 0);

  await page.goto("/dashboard");
  // The dashboard opens on the year its data is in once that has loaded; the link follows it.
  const planner = page.getByRole("link", { name: "Plan your claim: best period, who claims" });
  await expect(planner).toHaveAttribute("href", `/claim-planner?year=${year}`);
  await planner.click();
  await expect(page).toHaveURL(`/claim-planner?year=${year}`);
  await expect(page.getByRole("heading", { level: 1, name: `Claim planner for ${year}` })).toBeVisible();

  // Asked once: the answer goes to Settings and the question gives way to the province.
  await page.getByLabel("Where did you live on December 31?").selectOption("ON");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Ontario, on December 31.")).toBeVisible();

  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Add" }) });
  await form.getByLabel("Date").fill(`${year}-03-10`);
  await form.getByLabel("What it was").fill("Dental cleaning");
  await form.getByLabel("Amount ($)").fill("1400");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(page.getByTestId("other-expenses")).toContainText("Dental cleaning");

  await page.getByLabel("Your net income").fill("90000");
  await page.getByLabel("Your earned income").fill("90000");
  await page.getByLabel("Spouse's or partner's net income (optional)").fill("30000");
  await page.getByLabel("Spouse's or partner's earned income").fill("30000");

  // The page shows the domain's plan for these figures: the spouse with the lower income claims.
  const plan = planClaim({
    year,
    province: "ON",
    you: { netIncomeCents: 9_000_000, earnedIncomeCents: 9_000_000 },
    spouse: { netIncomeCents: 3_000_000, earnedIncomeCents: 3_000_000 },
    expenses33099Cents: gfCents + 140_000,
    expenses33199Cents: 0,
    dependantNetIncomeCents: 0,
  }, translatorFor("en-CA"));
  expect(plan.best).toBe("spouse");
  await expect(page.getByTestId("best-period")).toContainText(String(year));
  await expect(page.getByTestId("best-rule")).toHaveText(plan.bestRule);
  await expect(page.getByTestId("total-spouse")).toHaveText(formatCents(plan.options[1]!.totalCents));
  await expect(page.getByRole("article", { name: "Claimed on your spouse's return" })).toContainText("Gives the most");
  const computed = figureSources(year, "ON").filter((s) => s.computed);
  if (computed.length > 0) await expect(page.getByTestId("computed-figures")).toContainText(say(computed[0]!.computed!, translatorFor("en-CA")));
  else await expect(page.getByTestId("computed-figures")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Where the figures come from" })).toBeVisible();
  await shot(page, "claim-planner-1280", { fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("heading", { name: "Who should claim" }).scrollIntoViewIfNeeded();
  await shot(page, "claim-planner-390");
  await shot(page, "claim-planner-390-full", { fullPage: true });

  // Reloaded, the province and the other expense are still there; the income typed is not kept, except the user's own once saved.
  await page.reload();
  await expect(page.getByText("Ontario, on December 31.")).toBeVisible();
  await expect(page.getByTestId("other-expenses")).toContainText("Dental cleaning");
  await expect(page.getByText("Type your net income to see what the expenses give back.")).toBeVisible();
});
