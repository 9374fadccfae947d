// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../../test-support/fake-fetch";
import { renderPage } from "../../../test-support/render";
import { DownloadCsvButton } from "./download-csv-button";

const api = fakeFetch();
const status = (isPremium: boolean, paymentsAvailable: boolean) => ({
  body: {
    isPremium,
    subscription: null,
    plan: isPremium ? "premium" : "free",
    receiptsThisMonth: 0,
    receiptsPerMonth: isPremium ? null : 5,
    limitResetsOn: "2025-04-01",
    paymentsAvailable,
  },
});
const show = () => renderPage(<DownloadCsvButton scope={{ year: 2025, endMonth: 12, claimant: null }} />);

describe("the Reports page's CSV download", () => {
  it("is open to a Free account where Premium is not sold, with nothing about Premium", async () => {
    api.on("GET", "/api/subscription-status", status(false, false));
    const page = show();
    // Once the plan has answered, the button is what the plan decided, not the unknown plan's default.
    await waitFor(() => expect(page.queryClient.getQueryState(["/api/subscription-status"])?.status).toBe("success"));
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Premium|Upgrade/);
  });

  it("says before any click that it is Premium's, with the upgrade, where Premium is sold", async () => {
    api.on("GET", "/api/subscription-status", status(false, true));
    show();
    expect(await screen.findByText("CSV export is part of Premium")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/my-subscription");
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
  });

  it("is open to a Premium account", async () => {
    api.on("GET", "/api/subscription-status", status(true, true));
    show();
    expect(await screen.findByRole("button", { name: "Download CSV" })).toBeTruthy();
  });
});
