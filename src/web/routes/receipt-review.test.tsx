// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { fakeFetch, gate, type FetchCall } from "../test-support/fake-fetch";
import { receiptView, savedReceiptRef } from "../test-support/receipt-views";
import { renderPage } from "../test-support/render";
import ReceiptReviewPage from "./receipt-review";

const api = fakeFetch();

const POSSIBLE_DUPLICATE = "This looks like a receipt you already saved. Check it, then choose Save anyway if it is a different purchase.";
const ALREADY_SAVED = "This receipt is already saved. Edit its lines on the Reports page.";
const CONFIRM = "/api/receipts/r1/confirm";
const receipt = receiptView();

beforeEach(() => {
  api.on("GET", "/api/receipts/r1", { body: receipt });
  api.on("GET", "/api/settings/claim-defaults", { body: { claimant: "self", sharePct: 100, netIncomeCents: null } });
  // What a save refreshes: the lists of receipts.
  api.on("GET", /^\/api\/receipts\?/, { body: { receipts: [] } });
});

function openReview() {
  const user = userEvent.setup();
  const page = renderPage(<ReceiptReviewPage />, { at: "/receipt-review/r1", path: "/receipt-review/:id" });
  return { user, page };
}

/** The receipt's answer once a confirm has been refused: the server now knows of `later`. */
const afterRefusal = (later: ReceiptView) => (_call: FetchCall, calls: readonly FetchCall[]) => ({
  body: calls.some((c) => c.method === "POST" && c.path === CONFIRM) ? later : receipt,
});

const saveButton = () => screen.getByRole("button", { name: "Save to My Records" });

describe("the receipt review page", () => {
  it("loads the receipt and shows its store, date and lines, with what can be claimed", async () => {
    openReview();
    expect(screen.getByRole("status").textContent).toBe("Loading receipt...");

    expect(await screen.findByRole("heading", { name: "Metro, 123 Main St, Toronto" })).toBeTruthy();
    expect(screen.getByText("1 of 2 items selected")).toBeTruthy();
    const table = within(screen.getByRole("table", { name: "Items on the receipt" }));
    expect(table.getByRole("checkbox", { name: "GF BREAD" })).toHaveProperty("checked", true);
    // A naturally gluten-free line cannot be claimed: its box is off and cannot be ticked.
    const bananas = table.getByRole("checkbox", { name: "BANANAS" });
    expect(bananas).toHaveProperty("checked", false);
    expect(bananas).toHaveProperty("disabled", true);
    expect(table.getByRole("rowheader", { name: "Total Eligible Difference" }).nextElementSibling?.textContent).toBe("$3.00");
    await waitFor(() => expect(saveButton()).toHaveProperty("disabled", false));
  });

  it("says why when the receipt is not there, with no retry", async () => {
    api.on("GET", "/api/receipts/r1", { status: 404, body: { message: "Receipt not found." } });
    openReview();

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to load receipt data. Please try again later.")).toBeTruthy();
    expect(within(alert).getByText("Receipt not found.")).toBeTruthy();
    expect(within(alert).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(within(alert).getByRole("link", { name: "Back to Upload" }).getAttribute("href")).toBe("/upload-receipt");
  });

  it("sends a line's unticking at once, counts it, and allows no save with nothing selected", async () => {
    api.on("PUT", "/api/receipt-items/i1/selection", (call) => ({ body: { ...receipt.items[0], ...(call.body as object) } }));
    const { user } = openReview();
    const table = within(await screen.findByRole("table", { name: "Items on the receipt" }));

    await user.click(table.getByRole("checkbox", { name: "GF BREAD" }));

    expect(await screen.findByText("0 of 2 items selected")).toBeTruthy();
    expect(api.calls("PUT")).toEqual([{ method: "PUT", path: "/api/receipt-items/i1/selection", body: { isSelected: false } }]);
    // The count and the box say it; no toast repeats it (docs/decisions/021-quiet-feedback-and-a-printable-summary.md).
    expect(screen.queryByText("Item has been removed from your selection.")).toBeNull();
    expect(table.getByRole("checkbox", { name: "GF BREAD" })).toHaveProperty("checked", false);
    expect(saveButton()).toHaveProperty("disabled", true);
  });

  it("puts a line in another category from its details, sending only that, and shows the server's new comparison at once", async () => {
    const refiled = { ...receipt.items[0]!, category: "Buns & Bagels", regularPrice: 2.5, regularPricePerPack: 2.5, difference: 3.49 };
    api.on("PUT", "/api/receipt-items/i1/category", { body: refiled });
    const { user } = openReview();
    const table = within(await screen.findByRole("table", { name: "Items on the receipt" }));

    await user.click(table.getByRole("button", { name: "Edit details for GF BREAD" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Item Details" }));
    expect((dialog.getByLabelText("Category") as HTMLSelectElement).value).toBe(receipt.items[0]!.category);
    await user.selectOptions(dialog.getByLabelText("Category"), "Buns & Bagels");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls("PUT")).toEqual([{ method: "PUT", path: "/api/receipt-items/i1/category", body: { category: "Buns & Bagels" } }]);
    const row = table.getByRole("checkbox", { name: "GF BREAD" }).closest("tbody")!;
    expect(row.textContent).toContain("Buns & Bagels");
    expect(row.textContent).toContain("$3.49");
  });

  it("renames a line and then files it in the category chosen with it, in that order", async () => {
    const renamed = { ...receipt.items[0]!, productName: "GF BAGELS", category: "Bread" };
    api.on("PUT", "/api/receipt-items/i1/details", { body: renamed });
    api.on("PUT", "/api/receipt-items/i1/category", { body: { ...renamed, category: "Buns & Bagels" } });
    const { user } = openReview();
    const table = within(await screen.findByRole("table", { name: "Items on the receipt" }));

    await user.click(table.getByRole("button", { name: "Edit details for GF BREAD" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit Item Details" }));
    await user.clear(dialog.getByLabelText("Product Name"));
    await user.type(dialog.getByLabelText("Product Name"), "GF BAGELS");
    await user.selectOptions(dialog.getByLabelText("Category"), "Buns & Bagels");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls("PUT").map((c) => c.path)).toEqual(["/api/receipt-items/i1/details", "/api/receipt-items/i1/category"]);
    expect(table.getByRole("checkbox", { name: "GF BAGELS" }).closest("tbody")!.textContent).toContain("Buns & Bagels");
  });

  it("saves the selected lines for the person and share in the claim defaults, and says it is saved", async () => {
    const held = gate();
    api.on("POST", CONFIRM, { body: { logsCreated: 1, alreadyConfirmed: false }, until: held.promise });
    const { user } = openReview();
    await waitFor(() => expect(saveButton()).toHaveProperty("disabled", false));

    await user.click(saveButton());

    expect(await screen.findByRole("button", { name: "Saving..." })).toHaveProperty("disabled", true);
    expect(api.calls("POST", CONFIRM).map((c) => c.body)).toEqual([{ claimant: "self", sharePct: 100 }]);
    held.open();
    expect(await screen.findByRole("button", { name: "Saved" })).toHaveProperty("disabled", true);
    // The page is about to change, so the toast says what was saved (receipt-review-save.test.tsx: the move on).
    expect(await screen.findByText("Your receipt has been successfully saved with 1 item for tax purposes.")).toBeTruthy();
    expect(screen.queryByText("This receipt is already saved")).toBeNull();
  });

  it("asks before saving a receipt the server finds was saved already (409), and saves it anyway when told to", async () => {
    const duplicate = savedReceiptRef();
    api.on("GET", "/api/receipts/r1", afterRefusal({ ...receipt, possibleDuplicate: duplicate }));
    api.on("POST", CONFIRM, { status: 409, body: { message: POSSIBLE_DUPLICATE } }, { body: { logsCreated: 1, alreadyConfirmed: false } });
    const { user, page } = openReview();
    await waitFor(() => expect(saveButton()).toHaveProperty("disabled", false));

    await user.click(saveButton());

    const dialog = await screen.findByRole("alertdialog", { name: "Save a possible duplicate?" });
    expect(within(dialog).getByText(/You already saved a receipt with the same store, date and total/)).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "View the earlier receipt" }).getAttribute("href")).toBe("/receipt-review/r0");
    expect(screen.queryByText(POSSIBLE_DUPLICATE)).toBeNull();
    expect(page.location()).toBe("/receipt-review/r1");

    await user.click(within(dialog).getByRole("button", { name: "Save anyway" }));

    expect(await screen.findByRole("button", { name: "Saved" })).toBeTruthy();
    expect(api.calls("POST", CONFIRM).map((c) => c.body)).toEqual([
      { claimant: "self", sharePct: 100 },
      { claimant: "self", sharePct: 100, saveAnyway: true },
    ]);
  });

  it("asks first when the receipt already looks like a saved one, and sends nothing when told not to save", async () => {
    api.on("GET", "/api/receipts/r1", { body: { ...receipt, possibleDuplicate: savedReceiptRef({ sameImage: true }) } });
    const { user, page } = openReview();
    expect(await screen.findByText("Possible duplicate receipt")).toBeTruthy();
    await waitFor(() => expect(saveButton()).toHaveProperty("disabled", false));

    await user.click(saveButton());
    const dialog = await screen.findByRole("alertdialog", { name: "Save a possible duplicate?" });
    expect(within(dialog).getByText(/You already saved a receipt from the very same photo/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Don't save" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.calls("POST")).toEqual([]);
    expect(page.location()).toBe("/receipt-review/r1");
  });

  it("shows the receipt as saved, with the server's message, when it was saved meanwhile (409, nothing to compare)", async () => {
    api.on("GET", "/api/receipts/r1", afterRefusal({ ...receipt, status: "confirmed" }));
    api.on("POST", CONFIRM, { status: 409, body: { message: ALREADY_SAVED } });
    const { user, page } = openReview();
    await waitFor(() => expect(saveButton()).toHaveProperty("disabled", false));

    await user.click(saveButton());

    expect(await screen.findByText("This receipt is already saved")).toBeTruthy();
    expect(screen.getByText(ALREADY_SAVED)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save to My Records" })).toBeNull();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.calls("POST", CONFIRM)).toHaveLength(1);
    expect(page.location()).toBe("/receipt-review/r1");
  });

  it("says at once when nothing on an unsaved receipt can be claimed, and discards it on one click", async () => {
    const nothing = receiptView({ items: [receipt.items[1]!, { ...receipt.items[1]!, id: "i3", index: 2, productName: "MILK 2L", eligibility: "not_gluten_free" }] });
    api.on("GET", "/api/receipts/r1", { body: nothing });
    api.on("DELETE", "/api/receipts/r1", { body: { discarded: true } });
    const { user, page } = openReview();

    expect(await screen.findByText("Nothing on this receipt can be claimed")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Discard this receipt" }));

    await waitFor(() => expect(page.location()).toBe("/upload-receipt"));
    expect(api.calls("DELETE", "/api/receipts/r1")).toHaveLength(1);
    expect(await screen.findByText("Receipt discarded")).toBeTruthy();
  });

  it("says nothing of the kind when a line can be claimed", async () => {
    openReview();
    await screen.findByRole("heading", { name: "Metro, 123 Main St, Toronto" });
    expect(screen.queryByText("Nothing on this receipt can be claimed")).toBeNull();
  });

  it("says nothing of the kind once the receipt is saved", async () => {
    const savedNothing = receiptView({ status: "confirmed", items: [receipt.items[1]!] });
    api.on("GET", "/api/receipts/r1", { body: savedNothing });
    openReview();
    await screen.findByText("This receipt is already saved");
    expect(screen.queryByText("Nothing on this receipt can be claimed")).toBeNull();
  });
});
