// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeFetch } from "../test-support/fake-fetch";
import { renderPage } from "../test-support/render";
import MySubscriptionPage from "./my-subscription";

const api = fakeFetch();
const status = (paymentsAvailable: boolean, receiptsPerMonth: number | null) => ({
  body: {
    isPremium: false,
    subscription: null,
    plan: "free",
    receiptsThisMonth: 2,
    receiptsPerMonth,
    limitResetsOn: "2025-04-01",
    paymentsAvailable,
  },
});

beforeEach(() => {
  api.on("GET", "/api/payments/config", {
    body: { publishableKey: "pk_test", freeReceiptsPerMonth: 5, price: { amountCents: 1200, currency: "cad", interval: "year" } },
  });
});

const open = () => renderPage(<MySubscriptionPage />, { at: "/my-subscription" });

describe("My Subscription for an account without Premium", () => {
  it("where Premium is not sold, says what the plan gives and this month's receipts, and nothing about buying", async () => {
    api.on("GET", "/api/subscription-status", status(false, 5));
    open();

    await screen.findByRole("heading", { name: "Free" });
    expect(screen.getByText("Current plan")).toBeTruthy();
    expect(screen.getByText("5 receipts per month")).toBeTruthy();
    expect(screen.getByText("Detailed reports and CSV exports")).toBeTruthy();
    expect(screen.getByText(/2 of 5 receipts used this month \(3 left\)/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Premium|Upgrade|not available/);
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(api.calls("GET", "/api/payments/config")).toEqual([]);
  });

  it("without a monthly limit, counts the month's receipts", async () => {
    api.on("GET", "/api/subscription-status", status(false, null));
    open();
    expect(await screen.findByText("Unlimited receipts")).toBeTruthy();
    expect(screen.getByText("2 receipts processed this month.")).toBeTruthy();
  });

  it("where Premium is sold, sets Free beside Premium with the upgrade", async () => {
    api.on("GET", "/api/subscription-status", status(true, 5));
    open();
    expect(await screen.findByRole("button", { name: "Upgrade to Premium" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Premium" })).toBeTruthy();
  });
});
