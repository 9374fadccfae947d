import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visionItem, visionReceipt } from "./support/vision-receipt";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

const SOBEYS = visionReceipt([visionItem("GF BREAD UDIS WHITE", 6.99), visionItem("BANANAS", 1.74)], {
  store: "Sobeys",
  address: "22 Esplanade, Toronto ON",
  purchaseDate: "2025-05-02",
  subtotal: 8.73,
  total: 8.73,
  taxes: [],
});

async function photo(seed: number): Promise<string> {
  const png = await sharp({ create: { width: 400 + seed, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Nothing lost, nothing twice: receipts waiting for review, discarding them, and saving a second copy of one. */
describe.each(DATABASE_KINDS)("receipts between reading and saving on %s", (kind) => {
  let t: TestApp;
  let now = new Date("2025-05-20T15:00:00Z");
  const register = async (email: string) =>
    cookiesFrom(await t.app.inject({ method: "POST", url: "/api/register", payload: { email, password: "Gluten123" } }));
  const upload = async (cookie: string, seed: number) =>
    t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: await photo(seed) } });
  const call = (cookie: string, method: "GET" | "DELETE" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "2" }, { now: () => now });
    t.vision.willRead(SOBEYS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lists receipts waiting for review apart from saved ones, newest first, and only the user's own", async () => {
    const ann = await register("ann@example.ca");
    const other = await register("other@example.ca");
    const first = (await upload(ann, 1)).json();
    now = new Date("2025-05-20T15:01:00Z");
    const second = (await upload(ann, 2)).json();
    expect((await upload(other, 3)).statusCode).toBe(201);
    expect((await call(ann, "POST", `/api/receipts/${first.id}/confirm`, {})).json()).toMatchObject({ logsCreated: 1 });

    const waiting = (await call(ann, "GET", "/api/receipts?status=processed")).json().receipts;
    expect(waiting).toEqual([
      expect.objectContaining({ id: second.id, status: "processed", store: "Sobeys", total: 8.73, itemCount: 2, glutenFreeCount: 1, claimedDifference: null }),
    ]);
    const saved = (await call(ann, "GET", "/api/receipts?status=confirmed")).json().receipts;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: first.id, status: "confirmed", purchaseDate: "2025-05-02" });
    expect(saved[0].claimedDifference).toBeGreaterThan(0);
    expect(saved[0].savedAt).toBe("2025-05-20T15:01:00.000Z");
    expect((await call(ann, "GET", "/api/receipts")).json().receipts.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect((await call(ann, "GET", "/api/receipts?status=deleted")).statusCode).toBe(400);
  });

  it("discards a receipt waiting for review, which gives its Free slot back; a saved one cannot be discarded", async () => {
    const ben = await register("ben@example.ca");
    const kept = (await upload(ben, 4)).json();
    const dropped = (await upload(ben, 5)).json();
    expect((await upload(ben, 6)).statusCode).toBe(402);

    const other = await register("intruder@example.ca");
    expect((await call(other, "DELETE", `/api/receipts/${dropped.id}`)).statusCode).toBe(404);

    const res = await call(ben, "DELETE", `/api/receipts/${dropped.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ discarded: true });
    expect((await call(ben, "GET", `/api/receipts/${dropped.id}`)).statusCode).toBe(404);
    expect((await call(ben, "DELETE", `/api/receipts/${dropped.id}`)).statusCode).toBe(404);
    const items = await t.database.db.selectFrom("receipt_items").select("id").where("receipt_id", "=", dropped.id).execute();
    expect(items).toEqual([]);
    expect((await call(ben, "GET", "/api/subscription-status")).json()).toMatchObject({ receiptsThisMonth: 1 });
    expect((await upload(ben, 7)).statusCode).toBe(201);

    await call(ben, "POST", `/api/receipts/${kept.id}/confirm`, {});
    const refused = await call(ben, "DELETE", `/api/receipts/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This receipt is already saved. Edit its lines on the Reports page.");
  });

  it("saves a second copy of a saved receipt only when the user says so; unsaved copies never count", async () => {
    now = new Date("2025-06-03T15:00:00Z");
    const cy = await register("cy@example.ca");
    const a = (await upload(cy, 8)).json();
    const sameImageUnsaved = (await upload(cy, 8)).json();
    expect(sameImageUnsaved.possibleDuplicate).toBeNull();
    expect((await call(cy, "POST", `/api/receipts/${a.id}/confirm`, {})).statusCode).toBe(200);

    const view = (await call(cy, "GET", `/api/receipts/${sameImageUnsaved.id}`)).json();
    expect(view.possibleDuplicate).toMatchObject({ id: a.id, store: "Sobeys", purchaseDate: "2025-05-02", total: 8.73, sameImage: true });
    expect(view.possibleDuplicate.savedAt).toBe("2025-06-03T15:00:00.000Z");

    const refused = await call(cy, "POST", `/api/receipts/${sameImageUnsaved.id}/confirm`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This receipt has the same photo as one you saved on 2025-06-03. Check it, then choose Save anyway if it is a different purchase.",
    );
    expect((await call(cy, "GET", `/api/receipts/${sameImageUnsaved.id}`)).json().status).toBe("processed");
    const lines = await t.database.db.selectFrom("line_items").select("id").where("receipt_id", "=", sameImageUnsaved.id).execute();
    expect(lines).toEqual([]);

    const anyway = await call(cy, "POST", `/api/receipts/${sameImageUnsaved.id}/confirm`, { saveAnyway: true });
    expect(anyway.json()).toMatchObject({ logsCreated: 1, alreadyConfirmed: false });
    // Once saved, it is not a possible duplicate of itself or of the first any more.
    expect((await call(cy, "GET", `/api/receipts/${sameImageUnsaved.id}`)).json().possibleDuplicate).toBeNull();
  });

  it("records the date of the practitioner's letter, never a future one, and clears it", async () => {
    const dee = await register("dee@example.ca");
    expect((await call(dee, "GET", "/api/settings/documents")).json()).toEqual({ practitionerLetterDate: null, claimantName: null });
    expect((await call(dee, "PUT", "/api/settings/documents", { practitionerLetterDate: "2024-02-29" })).json()).toEqual({
      practitionerLetterDate: "2024-02-29",
      claimantName: null,
    });
    expect((await call(dee, "GET", "/api/settings/documents")).json()).toEqual({ practitionerLetterDate: "2024-02-29", claimantName: null });
    const future = await call(dee, "PUT", "/api/settings/documents", { practitionerLetterDate: "2031-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldErrors).toEqual({ practitionerLetterDate: "The letter's date cannot be in the future." });
    expect((await call(dee, "PUT", "/api/settings/documents", { practitionerLetterDate: "2024-02-30" })).statusCode).toBe(400);
    expect((await call(dee, "PUT", "/api/settings/documents", { practitionerLetterDate: null })).json()).toEqual({ practitionerLetterDate: null, claimantName: null });
    const other = await register("eve@example.ca");
    expect((await call(other, "GET", "/api/settings/documents")).json()).toEqual({ practitionerLetterDate: null, claimantName: null });
  });
});
