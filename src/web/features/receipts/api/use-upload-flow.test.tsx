// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, gate } from "../../../test-support/fake-fetch";
import { receiptView } from "../../../test-support/receipt-views";
import { renderHookWithProviders } from "../../../test-support/render";
import { advance, stillClock, until } from "../../../test-support/still-clock";
import { MAX_BUSY_WAITS } from "../lib/busy-retry";
import { receiptQueryKey } from "./receipt-query-keys";
import { useUploadFlow } from "./use-upload-flow";

const api = fakeFetch();
stillClock();

const NOT_A_RECEIPT_FILE =
  "This file cannot be read as a receipt. Please upload a photo (JPEG, PNG or WebP), a PDF, a saved e-mail (.eml) or a web page (.html).";
const BUSY = "Lots of receipts are being read right now. Please try again in a moment.";
const receipt = receiptView();

beforeEach(() => {
  vi.stubGlobal("createImageBitmap", async () => ({ width: 1500, height: 4000, close() {} }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, name.length])], name, { type: "image/jpeg" });

function renderFlow() {
  const onRead = vi.fn<(id: string) => void>();
  const rendered = renderHookWithProviders(() => useUploadFlow({ onRead }));
  /** Starts sending the chosen photos; the flow then runs on its own while the test moves the clock. */
  const process = () => {
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = rendered.result.current.process();
    });
    return done;
  };
  return { ...rendered, onRead, process };
}

describe("useUploadFlow", () => {
  it("sends one photo as base64Image, puts the receipt read in the cache and hands its id on", async () => {
    api.on("POST", "/api/receipts", { body: receipt });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("receipt.jpg")));
    expect(flow.result.current.photos.map((p) => p.file.name)).toEqual(["receipt.jpg"]);

    const done = flow.process();
    expect(flow.result.current.stage).toBe("preparing");
    await act(() => done);

    expect(api.calls("POST", "/api/receipts").map((c) => c.body)).toEqual([{ base64Image: expect.stringMatching(/^data:image\/jpeg;base64,/) }]);
    expect(flow.onRead).toHaveBeenCalledWith("r1");
    expect(flow.queryClient.getQueryData(receiptQueryKey("r1"))).toEqual(receipt);
    expect(flow.result.current.stage).toBeNull();
    expect(flow.result.current.error).toBeNull();
  });

  it("sends the parts of a long receipt together, top to bottom, as base64Images", async () => {
    api.on("POST", "/api/receipts", { body: receipt });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("top.jpg")));
    await act(() => flow.result.current.addPhoto(jpeg("middle.jpg")));
    await act(() => flow.result.current.addPhoto(jpeg("bottom.jpg")));
    await act(() => flow.process());

    const [sent] = api.calls("POST", "/api/receipts");
    expect(sent?.body).toEqual({ base64Images: [expect.any(String), expect.any(String), expect.any(String)] });
    expect(flow.onRead).toHaveBeenCalledWith("r1");
  });

  it("shows the server's stages on their timings while the receipt is read", async () => {
    const held = gate();
    api.on("POST", "/api/receipts", { body: receipt, until: held.promise });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("receipt.jpg")));
    const done = flow.process();

    await until(() => expect(flow.result.current.stage).toBe("reading"));
    await advance(1499);
    expect(flow.result.current.stage).toBe("reading");
    await advance(1);
    expect(flow.result.current.stage).toBe("finding");
    await advance(1500);
    expect(flow.result.current.stage).toBe("matching");
    held.open();
    await act(() => done);
    expect(flow.result.current.stage).toBeNull();
  });

  it(`waits as long as a busy server says, ${MAX_BUSY_WAITS} times at most, then shows its message`, async () => {
    api.on("POST", "/api/receipts", { status: 503, body: { message: BUSY }, headers: { "Retry-After": "3" } });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("receipt.jpg")));
    const done = flow.process();

    for (let wait = 1; wait <= MAX_BUSY_WAITS; wait++) {
      await until(() => expect(flow.result.current.retryIn).toBe(3));
      expect(api.calls("POST", "/api/receipts")).toHaveLength(wait);
      await advance(2000);
      expect(flow.result.current.retryIn).toBe(1);
      expect(api.calls("POST", "/api/receipts")).toHaveLength(wait);
      await advance(1000);
    }
    await until(() => expect(flow.result.current.error).toEqual({ message: BUSY, planLimit: false }));
    await act(() => done);

    expect(api.calls("POST", "/api/receipts")).toHaveLength(MAX_BUSY_WAITS + 1);
    expect(flow.result.current.retryIn).toBeNull();
    expect(flow.result.current.stage).toBeNull();
    expect(flow.onRead).not.toHaveBeenCalled();
  });

  it("does not wait when the server is busy but gives no Retry-After", async () => {
    api.on("POST", "/api/receipts", { status: 503, body: { message: BUSY } });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("receipt.jpg")));
    await act(() => flow.process());

    expect(api.calls("POST", "/api/receipts")).toHaveLength(1);
    expect(flow.result.current.error).toEqual({ message: BUSY, planLimit: false });
  });

  it("marks the Free plan's limit (402) so the page can offer the upgrade", async () => {
    const limit = "You've used your free receipts for this month. Upgrade to Premium ($12 a year) for unlimited receipts.";
    api.on("POST", "/api/receipts", { status: 402, body: { message: limit } });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("receipt.jpg")));
    await act(() => flow.process());

    expect(flow.result.current.error).toEqual({ message: limit, planLimit: true });
  });

  it("sends a PDF, a saved e-mail or a web page as base64Document, and keeps no photo of it", async () => {
    api.on("POST", "/api/receipts", { body: receipt });
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(jpeg("first.jpg")));
    await act(() => flow.result.current.chooseFile(new File(["From: a@b.c\r\n\r\nTotal 1.00"], "order.eml", { type: "" })));
    expect(flow.result.current.photos).toEqual([]);
    expect(flow.result.current.chosenDocument?.name).toBe("order.eml");

    await act(() => flow.process());

    expect(api.calls("POST", "/api/receipts").map((c) => c.body)).toEqual([{ base64Document: expect.stringMatching(/^data:[^,]*;base64,/) }]);
    expect(flow.onRead).toHaveBeenCalledWith("r1");
  });

  it("refuses a file that is neither a photo nor a receipt document, and sends nothing", async () => {
    const flow = renderFlow();
    await act(() => flow.result.current.chooseFile(new File(["hello"], "notes.txt", { type: "text/plain" })));

    expect(flow.result.current.error).toEqual({ message: NOT_A_RECEIPT_FILE, planLimit: false });
    expect(flow.result.current.photos).toEqual([]);
    expect(api.calls()).toEqual([]);
  });
});
