// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { lineNote } from "#domain/gluten-free/line-note";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { fakeFetch } from "../test-support/fake-fetch";
import { itemView, itemWithoutComparable, receiptView } from "../test-support/receipt-views";
import { renderPage } from "../test-support/render";
import ReceiptReviewPage from "./receipt-review";

const api = fakeFetch();
const QUESTION = /couldn't tell whether this is gluten-free/;
const ATTESTATION = "This is a gluten-free product bought for the person with celiac disease";


// Lines as the server answers them: each note is the server's own function's (line-note.ts).
const unknownLoaf = itemWithoutComparable({
  id: "i3",
  index: 2,
  productName: "WHITE LOAF 450G",
  isGlutenFree: false,
  isSubstitute: false,
  isSelected: false,
  eligibility: "unknown",
  eligibilityNote: lineNote({ kind: "item", name: "WHITE LOAF 450G", eligibility: "unknown", gfConfirmed: false }),
  needs: "confirm_gluten_free",
  proposal: null,
});
const deposit = itemWithoutComparable({
  id: "i4",
  index: 3,
  productName: "DEPOSIT",
  price: 0.1,
  isGlutenFree: false,
  isSubstitute: false,
  isSelected: false,
  eligibility: "not_food",
  eligibilityNote: lineNote({ kind: "deposit", name: "DEPOSIT", eligibility: "not_food", gfConfirmed: false }),
  needs: null,
});
const receipt = receiptView({ items: [itemView(), unknownLoaf, deposit] });

beforeEach(() => {
  api.on("GET", "/api/receipts/r1", { body: receipt });
  api.on("GET", "/api/settings/claim-defaults", { body: { claimant: "self", sharePct: 100 } });
});

function openReview() {
  const user = userEvent.setup();
  renderPage(<ReceiptReviewPage />, { at: "/receipt-review/r1", path: "/receipt-review/:id" });
  return user;
}

const table = async () => within(await screen.findByRole("table", { name: "Items on the receipt" }));
/** The table's body of one line: its row and its claim panel. */
const lineBody = (t: Awaited<ReturnType<typeof table>>, name: string) => {
  const body = t.getByRole("checkbox", { name }).closest("tbody");
  if (!body) throw new Error(`no line ${name}`);
  return within(body);
};

describe("the review's lines tell one truth each", () => {
  it("never shows a gluten-free badge and the unknown question on one line", async () => {
    openReview();
    const t = await table();
    for (const item of receipt.items) {
      const line = lineBody(t, item.productName);
      const badge = line.queryByText("Gluten-free", { exact: true }) !== null;
      const asks = line.queryByText(QUESTION) !== null;
      expect([item.productName, badge && asks]).toEqual([item.productName, false]);
    }
    expect(lineBody(t, "GF BREAD").getByText("Gluten-free", { exact: true })).toBeTruthy();
    expect(lineBody(t, "WHITE LOAF 450G").getAllByText(QUESTION)).toHaveLength(1);
    expect(lineBody(t, "DEPOSIT").getByText(/^A container deposit/)).toBeTruthy();
  });

  it("asks an unknown line's question once: ticking the line answers it, and nothing asks again", async () => {
    api.on("PUT", "/api/receipt-items/i3/gluten-free-confirmation", (): { body: ReceiptItemView } => ({
      body: { ...unknownLoaf, gfConfirmed: true, isSelected: true, isGlutenFree: true, eligibilityNote: null, needs: "comparable_price" },
    }));
    const user = openReview();
    const t = await table();

    await user.click(t.getByRole("checkbox", { name: "WHITE LOAF 450G" }));

    await waitFor(() =>
      expect(api.calls("PUT")).toEqual([
        { method: "PUT", path: "/api/receipt-items/i3/gluten-free-confirmation", body: { confirmed: true } },
      ]),
    );
    const loaf = lineBody(t, "WHITE LOAF 450G");
    await waitFor(() => expect(loaf.queryByText(QUESTION)).toBeNull());
    expect(loaf.getByRole("checkbox", { name: ATTESTATION })).toHaveProperty("checked", true);
    expect(loaf.getByText("Gluten-free", { exact: true })).toBeTruthy();
    expect(t.getByRole("checkbox", { name: "WHITE LOAF 450G" })).toHaveProperty("checked", true);
  });

  it("labels a price the user typed as theirs, never as a good match", async () => {
    const typed = itemView({
      regularPriceSource: "custom",
      customRegularPrice: 3.5,
      regularPricePerPack: 3.5,
      regularPrice: 3.5,
      matchCheck: { level: "yours", reasons: [] },
    });
    api.on("GET", "/api/receipts/r1", { body: receiptView({ items: [typed] }) });
    openReview();
    const line = lineBody(await table(), "GF BREAD");
    expect(line.getByText("Your price")).toBeTruthy();
    expect(line.queryByText("Good match")).toBeNull();
  });

  it("never says there are no matches while a line has a comparable", async () => {
    openReview();
    await table();
    const panel = within(screen.getByRole("heading", { name: "Receipt Analysis" }).closest("section, div.rounded-xl, [class*=card]") ?? document.body);
    expect(panel.queryByText(/no matches/)).toBeNull();
    expect(panel.getByText(/1 match, none marked to check/)).toBeTruthy();
  });
});
