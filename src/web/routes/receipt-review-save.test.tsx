// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch } from "../test-support/fake-fetch";
import { receiptView } from "../test-support/receipt-views";
import { renderPage } from "../test-support/render";
import { advance, stillClock, until } from "../test-support/still-clock";
import ReceiptReviewPage from "./receipt-review";

const api = fakeFetch();
stillClock();

beforeEach(() => {
  api.on("GET", "/api/receipts/r1", { body: receiptView() }, { body: receiptView({ status: "confirmed" }) });
  api.on("GET", "/api/settings/claim-defaults", { body: { claimant: "self", sharePct: 100, netIncomeCents: null } });
  api.on("GET", /^\/api\/receipts\?/, { body: { receipts: [] } });
  api.on("POST", "/api/receipts/r1/confirm", { body: { logsCreated: 1, alreadyConfirmed: false } });
});

describe("saving the review", () => {
  it("shows Saved, keeps the receipt as it was while the server's copy turns saved, and moves to the reports 1.5 s on", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const page = renderPage(<ReceiptReviewPage />, { at: "/receipt-review/r1", path: "/receipt-review/:id" });
    const save = () => screen.getByRole("button", { name: "Save to My Records" });
    await until(() => expect(save()).toHaveProperty("disabled", false));

    await user.click(save());
    await until(() => screen.getByRole("button", { name: "Saved" }));
    // The receipt is asked for again once saved; the page still shows it as reviewed, not as one opened saved.
    await until(() => expect(api.calls("GET", "/api/receipts/r1")).toHaveLength(2));
    expect(screen.queryByText("This receipt is already saved")).toBeNull();
    expect(screen.getByRole("button", { name: "Saved" })).toHaveProperty("disabled", true);

    // docs/product-spec.md §9: 1.5 s.
    await advance(1499);
    expect(page.location()).toBe("/receipt-review/r1");
    await advance(1);
    expect(page.location()).toBe("/reports");
  });
});
