// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { receiptQueryKey } from "../features/receipts/api/receipt-query-keys";
import { fakeFetch, gate } from "../test-support/fake-fetch";
import { receiptView } from "../test-support/receipt-views";
import { renderPage } from "../test-support/render";
import { advance, stillClock, until } from "../test-support/still-clock";
import UploadReceiptPage from "./upload-receipt";

const api = fakeFetch();
stillClock();

const BUSY = "Lots of receipts are being read right now. Please try again in a moment.";
const receipt = receiptView();
const planStatus = (receiptsThisMonth: number, paymentsAvailable: boolean) => ({
  body: {
    isPremium: false,
    subscription: null,
    plan: "free",
    receiptsThisMonth,
    receiptsPerMonth: 5,
    limitResetsOn: "2025-04-01",
    paymentsAvailable,
  },
});
const unsaved = {
  id: "r7",
  status: "processed",
  store: "Sobeys",
  purchaseDate: "2025-03-10",
  total: 12.5,
  createdAt: "2025-03-11T15:00:00.000Z",
  savedAt: null,
  itemCount: 4,
  glutenFreeCount: 0,
  claimedDifference: null,
};

beforeEach(() => {
  // A phone photo small enough to go as it is: the browser's decoder says how big it is.
  vi.stubGlobal("createImageBitmap", async () => ({ width: 1500, height: 4000, close() {} }));
  api.on("GET", "/api/subscription-status", planStatus(2, true));
  api.on("GET", "/api/receipts?status=processed&limit=20", { body: { receipts: [] } });
  api.on("GET", "/api/receipts/r1", { body: receipt });
  api.on("GET", "/api/settings/claim-defaults", { body: { claimant: "self", sharePct: 100, netIncomeCents: null } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], "receipt.jpg", { type: "image/jpeg" });

async function choosePhotoAndProcess() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const page = renderPage(<UploadReceiptPage />, { at: "/upload-receipt", path: "/upload-receipt" });
  await user.upload(screen.getByLabelText("Receipt image"), photo());
  await until(() => screen.getByRole("img", { name: "Preview of receipt.jpg" }));
  await user.click(screen.getByRole("button", { name: "Process Image" }));
  return page;
}

describe("the upload page", () => {
  it("sends the chosen photo, walks through the stages, then opens the receipt's review page", async () => {
    const held = gate();
    api.on("POST", "/api/receipts", { body: receipt, until: held.promise });
    const page = await choosePhotoAndProcess();
    expect(screen.getByText(/Free plan: 2 of 5 receipts used this month \(3 left\)/)).toBeTruthy();

    await until(() => expect(screen.getByText("Reading receipt...")).toBeTruthy());
    const [sent] = api.calls("POST", "/api/receipts");
    expect(sent?.body).toEqual({ base64Image: expect.stringMatching(/^data:image\/jpeg;base64,.+/) });
    expect(screen.getByRole("button", { name: "Processing..." })).toHaveProperty("disabled", true);

    await advance(1500);
    expect(screen.getByText("Finding gluten-free items...")).toBeTruthy();
    await advance(1500);
    expect(screen.getByText("Matching prices...")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Receipt processing" }).getAttribute("aria-valuenow")).toBe("4");

    held.open();
    // The one review of the app, its own page; the receipt read is in the cache, so it opens without asking again.
    await until(() => expect(page.location()).toBe("/receipt-review/r1"));
    expect(page.queryClient.getQueryData(receiptQueryKey("r1"))).toEqual(receipt);
    // The review opening says it; no toast repeats it (docs/decisions/021-quiet-feedback-and-a-printable-summary.md).
    expect(screen.queryByText("Found 2 items on your receipt.")).toBeNull();
  });

  it("offers documents in the picker, names a chosen PDF and sends it as base64Document", async () => {
    api.on("POST", "/api/receipts", { body: receipt });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const page = renderPage(<UploadReceiptPage />, { at: "/upload-receipt", path: "/upload-receipt" });
    expect(screen.getByText(/an e-mailed receipt saved as \.eml/)).toBeTruthy();
    expect(screen.getByLabelText("Receipt image").getAttribute("accept")).toContain(".eml");

    await user.upload(screen.getByLabelText("Receipt image"), new File(["%PDF-1.7"], "order-1234.pdf", { type: "application/pdf" }));
    await until(() => screen.getByRole("region", { name: "Chosen receipt document" }));
    const chosen = screen.getByRole("region", { name: "Chosen receipt document" });
    expect(within(chosen).getByText("order-1234.pdf")).toBeTruthy();
    expect(within(chosen).getByText("PDF · 1 KB")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Read document" }));

    await until(() => expect(page.location()).toBe("/receipt-review/r1"));
    expect(api.calls("POST", "/api/receipts").map((c) => c.body)).toEqual([{ base64Document: expect.stringMatching(/^data:application\/pdf;base64,/) }]);
  });

  it("opens the review page for a receipt named in the address, as older links and the waiting list did", async () => {
    const page = renderPage(<UploadReceiptPage />, { at: "/upload-receipt?receipt=r1", path: "/upload-receipt" });
    await until(() => expect(page.location()).toBe("/receipt-review/r1"));
    expect(api.calls("POST")).toEqual([]);
  });

  it("waits out a busy server, counting down, and sends the photo again", async () => {
    api.on("POST", "/api/receipts", { status: 503, body: { message: BUSY }, headers: { "Retry-After": "2" } }, { body: receipt });
    const page = await choosePhotoAndProcess();

    await until(() => screen.getByText("Trying again in 2 s"));
    expect(screen.getByText(/Yours is in line and will be sent again shortly/)).toBeTruthy();
    expect(api.calls("POST", "/api/receipts")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();

    await advance(1000);
    expect(screen.getByText("Trying again in 1 s")).toBeTruthy();
    await advance(999);
    expect(api.calls("POST", "/api/receipts")).toHaveLength(1);

    await advance(1);
    await until(() => expect(page.location()).toBe("/receipt-review/r1"));
    expect(api.calls("POST", "/api/receipts")).toHaveLength(2);
  });

  it("at 5 of 5, says so before a photo is chosen, with the unsaved receipts to discard and the date the count restarts", async () => {
    api.on("GET", "/api/subscription-status", planStatus(5, false), planStatus(4, false));
    api.on("GET", "/api/receipts?status=processed&limit=20", { body: { receipts: [unsaved] } }, { body: { receipts: [] } });
    api.on("DELETE", "/api/receipts/r7", { body: { discarded: true } });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderPage(<UploadReceiptPage />, { at: "/upload-receipt", path: "/upload-receipt" });

    const region = () => screen.getByRole("region", { name: "You have used this month's 5 Free receipts" });
    await until(region);
    const limit = region();
    expect(limit.textContent).toContain("5 of 5 receipts read this month");
    expect(limit.textContent).toContain("the count starts again on April 1, 2025");
    expect(screen.queryByLabelText("Receipt image")).toBeNull();
    expect(screen.queryByRole("button", { name: "Process Image" })).toBeNull();
    // A server that sells no Premium never mentions it.
    expect(document.body.textContent).not.toMatch(/Premium/);

    await user.click(within(limit).getByRole("button", { name: "Discard Sobeys, bought Mar 10, 2025, $12.50, read Mar 11, 2025" }));
    await until(() => screen.getByLabelText("Receipt image"));
    expect(api.calls("DELETE", "/api/receipts/r7")).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "You have used this month's 5 Free receipts" })).toBeNull();
    expect(screen.getByText(/Free plan: 4 of 5 receipts used this month \(1 left\)/)).toBeTruthy();
  });

  it("at 5 of 5 with nothing unsaved, says there is none to discard; where Premium is sold, offers it", async () => {
    api.on("GET", "/api/subscription-status", planStatus(5, true));
    renderPage(<UploadReceiptPage />, { at: "/upload-receipt", path: "/upload-receipt" });

    const region = () => screen.getByRole("region", { name: "You have used this month's 5 Free receipts" });
    await until(region);
    const limit = region();
    await until(() => within(limit).getByText("Every receipt you read this month is saved, so there is none to discard."));
    expect(within(limit).getByRole("link", { name: "Go unlimited with Premium" }).getAttribute("href")).toBe("/subscription");
    expect(screen.queryByLabelText("Receipt image")).toBeNull();
  });

  it("at the limit's refusal (402), offers no upgrade where Premium is not sold", async () => {
    api.on("GET", "/api/subscription-status", planStatus(4, false));
    const limit = "You've used your 5 free receipts for this month. Discard a receipt you have not saved, or wait for the 1st of next month.";
    api.on("POST", "/api/receipts", { status: 402, body: { message: limit } });
    await choosePhotoAndProcess();

    await until(() => screen.getByRole("alert"));
    expect(within(screen.getByRole("alert")).getByText(limit)).toBeTruthy();
    expect(within(screen.getByRole("alert")).queryByRole("link")).toBeNull();
  });

  it("offers the upgrade when the Free plan's receipts are used up (402)", async () => {
    const limit = "You've used your free receipts for this month. Upgrade to Premium ($12 a year) for unlimited receipts.";
    api.on("POST", "/api/receipts", { status: 402, body: { message: limit } });
    await choosePhotoAndProcess();

    await until(() => screen.getByRole("alert"));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Monthly receipt limit reached")).toBeTruthy();
    expect(within(alert).getByText(limit)).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Upgrade to Premium" }).getAttribute("href")).toBe("/subscription");
    // The limit is not a failure to retry: no "Receipt Processing Failed" toast beside the alert.
    expect(screen.queryByText("Receipt Processing Failed")).toBeNull();
    expect(screen.getByRole("button", { name: "Process Image" })).toHaveProperty("disabled", false);
  });

  it.each([
    [413, "The image is larger than 10 MB. Please upload a smaller photo."],
    [415, "This file is not an image we can read. Please upload a JPEG, PNG or WebP photo."],
  ])("shows the server's own words for a refused photo (%i)", async (status, message) => {
    api.on("POST", "/api/receipts", { status, body: { message } });
    await choosePhotoAndProcess();

    await until(() => screen.getByRole("alert"));
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Receipt Processing Failed")).toBeTruthy();
    expect(alert.textContent).toContain(message);
    expect(within(alert).queryByRole("link", { name: "Upgrade to Premium" })).toBeNull();
    expect(api.calls("POST", "/api/receipts")).toHaveLength(1);
  });

  it("refuses a file that is neither a photo nor a receipt document without sending anything", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), applyAccept: false });
    renderPage(<UploadReceiptPage />, { at: "/upload-receipt", path: "/upload-receipt" });
    await user.upload(screen.getByLabelText("Receipt image"), new File(["PK"], "receipt.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }));

    await until(() => screen.getByRole("alert"));
    expect(screen.getByRole("alert").textContent).toContain("This file cannot be read as a receipt.");
    expect(screen.queryByRole("button", { name: "Process Image" })).toBeNull();
    expect(api.calls("POST")).toEqual([]);
  });
});
