// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ENTERED_BY_YOU } from "#domain/claims/comparable-words";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { fakeFetch, gate } from "../../../test-support/fake-fetch";
import { itemView, receiptView } from "../../../test-support/receipt-views";
import { renderHookWithProviders } from "../../../test-support/render";
import { useReceiptItems, type UpdateOutcome } from "./use-receipt-items";

const api = fakeFetch();

const ALREADY_SAVED = "This receipt is already saved. Edit its lines on the Reports page.";
const bread = itemView();
const receipt = receiptView({ items: [bread] });

function renderItems(view = receipt) {
  const rendered = renderHookWithProviders(() => useReceiptItems(view));
  const update = async (item: ReceiptItemView, edit: Parameters<typeof rendered.result.current.update>[1]) => {
    let outcome: UpdateOutcome | undefined;
    await act(async () => {
      outcome = await rendered.result.current.update(item, edit);
    });
    return outcome;
  };
  return { ...rendered, update, items: () => rendered.result.current.items };
}

describe("useReceiptItems", () => {
  it("shows an edit at once, sends it, and takes the server's line when it answers", async () => {
    // The server's line for the typed price, with its own check of the comparison that the browser cannot make.
    const acknowledged: ReceiptItemView = {
      ...bread,
      customRegularPrice: 1.5,
      regularPricePerPack: 1.5,
      regularPrice: 1.5,
      regularPriceSource: "custom",
      regularPriceDetail: ENTERED_BY_YOU,
      regularPriceProductId: null,
      difference: 5.49,
      matchCheck: { level: "check", reasons: ["The gluten-free price is 5 times the regular one"] },
    };
    const held = gate();
    api.on("PUT", "/api/receipt-items/i1/regular-price", { body: acknowledged, until: held.promise });
    const hook = renderItems();

    let sent: Promise<UpdateOutcome> | undefined;
    act(() => {
      sent = hook.result.current.update(bread, { kind: "regularPrice", customRegularPrice: 1.5 });
    });
    // Before the answer: the browser's own reckoning of the line, a typed price labelled as the user's by the server's rule.
    expect(hook.items()[0]).toMatchObject({ customRegularPrice: 1.5, regularPrice: 1.5, difference: 5.49, matchCheck: { level: "yours", reasons: [] } });
    expect(api.calls("PUT")).toEqual([{ method: "PUT", path: "/api/receipt-items/i1/regular-price", body: { customRegularPrice: 1.5 } }]);

    held.open();
    await act(async () => {
      await expect(sent).resolves.toEqual({ status: "saved", item: acknowledged });
    });
    expect(hook.items()).toEqual([acknowledged]);
    expect(hook.result.current.unsentCount).toBe(0);
    // The line shows the change; no toast repeats it (docs/decisions/021-quiet-feedback-and-a-printable-summary.md).
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("addresses a line the server has no id for by its place on the receipt", async () => {
    const unsaved = itemView({ id: "", index: 3, isSelected: false });
    api.on("PUT", "/api/receipts/r1/items/3/selection", { body: { ...unsaved, id: "i9", isSelected: true } });
    const hook = renderItems(receiptView({ items: [unsaved] }));

    expect(await hook.update(unsaved, { kind: "selection", isSelected: true })).toEqual({
      status: "saved",
      item: { ...unsaved, id: "i9", isSelected: true },
    });
    expect(api.calls("PUT")[0]?.body).toEqual({ isSelected: true, productName: "GF BREAD", price: 6.99 });
    expect(hook.items()[0]).toMatchObject({ id: "i9", isSelected: true });
  });

  it("puts the line back and says why when the server refuses the change", async () => {
    const notEligible = "Only gluten-free versions of foods that normally contain gluten are eligible medical expenses.";
    api.on("PUT", "/api/receipt-items/i1/selection", { status: 400, body: { message: notEligible } });
    const hook = renderItems();

    expect(await hook.update(bread, { kind: "selection", isSelected: false })).toEqual({ status: "rejected", message: notEligible });
    expect(hook.items()).toEqual([bread]);
    expect(hook.result.current.unsentCount).toBe(0);
    expect(await screen.findByText(notEligible)).toBeTruthy();
    expect(screen.getByText("Failed to update selection. Please try again.")).toBeTruthy();
  });

  it("treats a receipt saved meanwhile (409) as a refusal: the edit is undone, not kept to send again", async () => {
    api.on("PUT", "/api/receipt-items/i1/details", { status: 409, body: { message: ALREADY_SAVED } });
    const hook = renderItems();

    const outcome = await hook.update(bread, { kind: "details", productName: "GF BREAD WHITE", price: 5.99, quantity: 1 });

    expect(outcome).toEqual({ status: "rejected", message: ALREADY_SAVED });
    expect(hook.items()).toEqual([bread]);
    expect(hook.result.current.unsentCount).toBe(0);
    expect(await screen.findByText(ALREADY_SAVED)).toBeTruthy();
  });

  it("keeps an edit locally when the server names an invalid item index, by its code whatever its words or status", async () => {
    const unsaved = itemView({ id: "", index: 3, isSelected: false });
    api.on("PUT", "/api/receipts/r1/items/3/selection", { status: 400, body: { message: "Numéro d’article invalide", code: "ITEM_INDEX_INVALID" } });
    const hook = renderItems(receiptView({ items: [unsaved] }));

    expect(await hook.update(unsaved, { kind: "selection", isSelected: true })).toEqual({ status: "local" });
    expect(hook.items()[0]).toMatchObject({ isSelected: true });
    expect(hook.result.current.unsentCount).toBe(1);
  });

  it("keeps an edit the server could not take (a fault, not a refusal) and sends it again before saving", async () => {
    const trouble = "Something went wrong on our side. Please try again.";
    const acknowledged = { ...bread, isSelected: false };
    api.on("PUT", "/api/receipt-items/i1/selection", { status: 500, body: { message: trouble } }, { body: acknowledged });
    const hook = renderItems();

    expect(await hook.update(bread, { kind: "selection", isSelected: false })).toEqual({ status: "local" });
    expect(hook.items()[0]?.isSelected).toBe(false);
    expect(hook.result.current.unsentCount).toBe(1);
    expect(hook.result.current.unsentMessage).toBe(trouble);
    expect(screen.queryByRole("status")).toBeNull();

    await act(() => hook.result.current.sendUnsent());
    await waitFor(() => expect(hook.result.current.unsentCount).toBe(0));
    expect(api.calls("PUT", "/api/receipt-items/i1/selection").map((c) => c.body)).toEqual([{ isSelected: false }, { isSelected: false }]);
    expect(hook.items()).toEqual([acknowledged]);
  });
});
