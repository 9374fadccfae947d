// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeFetch, gate } from "../test-support/fake-fetch";
import { renderPage } from "../test-support/render";
import HomePage from "./home";

const api = fakeFetch();
const PRICE = { amountCents: 1200, currency: "cad", interval: "year" };
const config = (publishableKey: string | null, freeReceiptsPerMonth: number | null) => ({
  body: { publishableKey, freeReceiptsPerMonth, price: PRICE },
});
const user = { id: "u1", email: "sam@example.ca", name: "Sam", emailVerified: true, createdAt: "2025-03-01T12:00:00.000Z", locale: null };
const freeStatus = (paymentsAvailable: boolean) => ({
  body: {
    isPremium: false,
    subscription: null,
    plan: "free",
    receiptsThisMonth: 1,
    receiptsPerMonth: 5,
    limitResetsOn: "2025-04-01",
    paymentsAvailable,
  },
});

beforeEach(() => {
  api.on("GET", "/api/session", { body: { user: null } });
});

const pricing = async () => within(await screen.findByRole("region", { name: "Pricing" }));

/** Everything the page offers to buy: Premium in its words, and every way to a subscription page. */
function offers() {
  const words = document.body.textContent?.match(/Premium|Upgrade/g) ?? [];
  const links = screen.queryAllByRole("link").filter((a) => /subscription/.test(a.getAttribute("href") ?? ""));
  return { words, links };
}

describe("the landing page's pricing", () => {
  it("where Premium is not sold, shows the one Free plan with every feature and the server's monthly receipts", async () => {
    api.on("GET", "/api/payments/config", config(null, 5));
    renderPage(<HomePage />);

    const section = await pricing();
    await section.findByRole("heading", { name: "Free" });
    expect(section.getByText("Free for every account, with every feature.")).toBeTruthy();
    expect(section.getByText("5 receipts per month")).toBeTruthy();
    expect(section.getByText("Detailed reports and CSV exports")).toBeTruthy();
    expect(section.getByRole("link", { name: "Sign Up Free" }).getAttribute("href")).toBe("/sign-up");
    expect(offers()).toEqual({ words: [], links: [] });
    // Nor in the questions: the price question answers with Premium's price.
    expect(screen.queryByRole("button", { name: "How much does CeliacClaim cost?" })).toBeNull();
  });

  it("says so when the server has no monthly limit", async () => {
    api.on("GET", "/api/payments/config", config(null, null));
    renderPage(<HomePage />);
    expect(await (await pricing()).findByText("Unlimited receipts")).toBeTruthy();
  });

  it("offers nothing to buy to a signed-in Free user where Premium is not sold", async () => {
    api.on("GET", "/api/session", { body: { user } });
    api.on("GET", "/api/subscription-status", freeStatus(false));
    api.on("GET", "/api/payments/config", config(null, 5));
    renderPage(<HomePage />);

    const section = await pricing();
    await section.findByRole("link", { name: "Start Using Free Plan" });
    expect(offers()).toEqual({ words: [], links: [] });
  });

  it("where Premium is sold, shows Free and Premium with their buttons and the price question", async () => {
    api.on("GET", "/api/payments/config", config("pk_test", 1));
    renderPage(<HomePage />);

    const section = await pricing();
    await section.findByRole("heading", { name: "Premium" });
    expect(section.getByText("Start free. Upgrade when you have more receipts than a month's free allowance.")).toBeTruthy();
    expect(section.getByRole("link", { name: "Start with Premium" }).getAttribute("href")).toBe("/sign-up?redirect=/my-subscription");
    await userEvent.setup().click(screen.getByRole("button", { name: "How much does CeliacClaim cost?" }));
    expect(await screen.findByText(/Premium costs \$12 a year/)).toBeTruthy();
  });

  it("shows neither plan until the server says whether it sells Premium, and offers a retry if it cannot say", async () => {
    const held = gate();
    api.on("GET", "/api/payments/config", { status: 500, body: { message: "Down" }, until: held.promise }, config(null, 5));
    renderPage(<HomePage />);

    const section = await pricing();
    expect(section.getByRole("status").textContent).toBe("Loading the plans...");
    expect(offers()).toEqual({ words: [], links: [] });
    held.open();
    await section.findByText("The plans couldn't be loaded.");
    expect(offers()).toEqual({ words: [], links: [] });
    await userEvent.setup().click(section.getByRole("button", { name: "Retry" }));
    expect(await section.findByRole("heading", { name: "Free" })).toBeTruthy();
  });
});
