// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, gate } from "../test-support/fake-fetch";
import { receiptView } from "../test-support/receipt-views";
import { renderPage } from "../test-support/render";
import { advance, stillClock, until } from "../test-support/still-clock";
import UploadReceiptPage from "./upload-receipt";

const api = fakeFetch();
stillClock();

const BUSY = "Lots of receipts are being read right now. Please try again in a moment.";
const receipt = receiptView();

beforeEach(() => {
  // A phone photo small enough to go as it is: the browser's decoder says how big it is.
  vi.stubGlobal("createImageBitmap", async () => ({ width: 1500, height: 4000, close() {} }));
  api.on("GET", "/api/subscription-status", {
    body: { isPremium: false, subscription: null, plan: "free", receiptsThisMonth: 2, receiptsPerMonth: 5, paymentsAvailable: true },
  });
  api.on("GET", "/api/receipts?status=processed&limit=20", { body: { receipts: [] } });
  api.on("GET", "/api/receipts/r1", { body: receipt });
  api.on("GET", "/api/settings/claim-defaults", { body: { claimant: "self", sharePct: 100 } });
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
  it("sends the chosen photo and walks through the stages until the receipt's items show", async () => {
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
    await until(() => screen.getByText("Receipt Analysis Complete"));
    expect(screen.getByText("We found 2 items on your receipt.")).toBeTruthy();
    expect(screen.getByLabelText("GF BREAD")).toHaveProperty("checked", true);
    expect(page.location()).toBe("/upload-receipt?receipt=r1");
    // The page says how many; no toast repeats it (docs/decisions/021-quiet-feedback-and-a-printable-summary.md).
    expect(screen.queryByText("Found 2 items on your receipt.")).toBeNull();
  });

  it("waits out a busy server, counting down, and sends the photo again", async () => {
    api.on("POST", "/api/receipts", { status: 503, body: { message: BUSY }, headers: { "Retry-After": "2" } }, { body: receipt });
    await choosePhotoAndProcess();

    await until(() => screen.getByText("Trying again in 2 s"));
    expect(screen.getByText(/Yours is in line and will be sent again shortly/)).toBeTruthy();
    expect(api.calls("POST", "/api/receipts")).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();

    await advance(1000);
    expect(screen.getByText("Trying again in 1 s")).toBeTruthy();
    await advance(999);
    expect(api.calls("POST", "/api/receipts")).toHaveLength(1);

    await advance(1);
    await until(() => screen.getByText("Receipt Analysis Complete"));
    expect(api.calls("POST", "/api/receipts")).toHaveLength(2);
    expect(screen.queryByText(/Trying again in/)).toBeNull();
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

  it("refuses a file that is not an image without sending anything", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), applyAccept: false });
    renderPage(<UploadReceiptPage />, { at: "/upload-receipt", path: "/upload-receipt" });
    await user.upload(screen.getByLabelText("Receipt image"), new File(["%PDF-1.7"], "receipt.pdf", { type: "application/pdf" }));

    await until(() => screen.getByRole("alert"));
    expect(screen.getByRole("alert").textContent).toContain("Only image files can be processed. Please upload a photo of your receipt.");
    expect(screen.queryByRole("button", { name: "Process Image" })).toBeNull();
    expect(api.calls("POST")).toEqual([]);
  });
});
