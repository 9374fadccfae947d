import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyFood } from "#domain/gluten-free/classify-food";
import { findGfMarker } from "#domain/gluten-free/gf-markers";
import type { ParsedLineKind } from "#domain/receipt-reading/types";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import type { ExtractedReceipt, ReceiptExtractor } from "#server/integrations/extraction/receipt-extractor";
import { DATABASE_KINDS } from "./support/test-database";
import { cookiesFrom, createTestApp, type TestApp } from "./support/test-app";

interface FixtureReceipt {
  id: string;
  items: { name: string; priceCents: number; quantity: number; kind: ParsedLineKind }[];
}

// One reading per receipt of tests/fixtures/receipts/ (its photo variants print the same lines), the e2e ones too.
const FIXTURE_DIRS = ["tests/fixtures/receipts", "tests/fixtures/receipts/e2e"];
const fixtures = [
  ...new Map(
    FIXTURE_DIRS.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".json"))
        .map((f) => JSON.parse(readFileSync(`${dir}/${f}`, "utf8")) as FixtureReceipt)
        .map((r) => [r.id.replace(/-[a-z]+$/, ""), r] as const),
    ),
  ).values(),
];

const reading = (r: FixtureReceipt): ExtractedReceipt => ({
  store: "Loblaws",
  address: null,
  purchaseDate: "2025-06-10",
  orderNumber: null,
  subtotalCents: null,
  totalCents: null,
  taxes: [],
  balanced: null,
  warnings: [],
  items: r.items.map((i) => ({ ...i, discountCents: 0, appliesTo: null, photoBox: null })),
});

const UNKNOWN_QUESTION = "lineNote.unknown";

describe.each(DATABASE_KINDS)("every fixture receipt's review lines tell one truth on %s", (kind) => {
  let t: TestApp;
  let cookie: string;
  const views: ReceiptView[] = [];

  beforeAll(async () => {
    let next: ExtractedReceipt | null = null;
    const extractor: ReceiptExtractor = {
      engine: "openai",
      concurrency: 1,
      extract: async () => next ?? Promise.reject(new Error("no reading scripted")),
      close: async () => {},
    };
    t = await createTestApp(kind, { FREE_RECEIPTS_PER_MONTH: "1000" }, { now: () => new Date("2025-11-10T15:00:00Z"), extractor });
    cookie = cookiesFrom(
      await t.app.inject({ method: "POST", url: "/api/register", payload: { email: "truth@example.ca", password: "Gluten123" } }),
    );
    const png = await sharp({ create: { width: 400, height: 900, channels: 3, background: "#fdfdfd" } }).png().toBuffer();
    const image = `data:image/png;base64,${png.toString("base64")}`;
    for (const fixture of fixtures) {
      next = reading(fixture);
      const res = await t.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { base64Image: image } });
      expect(res.statusCode, fixture.id).toBe(201);
      views.push(res.json());
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const lines = () => views.flatMap((v) => v.items);

  it("reads every fixture receipt, GF lines among them", () => {
    expect(views).toHaveLength(fixtures.length);
    expect(fixtures.length).toBeGreaterThan(30);
    expect(lines().filter((l) => l.isGlutenFree).length).toBeGreaterThan(50);
  });

  it("shows no line as gluten-free that also asks whether it is", () => {
    const both = lines().filter((l) => l.isGlutenFree && (l.eligibility === "unknown" || l.eligibilityNote?.key === UNKNOWN_QUESTION));
    expect(both.map((l) => l.productName)).toEqual([]);
    expect(lines().some((l) => l.eligibilityNote?.key === UNKNOWN_QUESTION)).toBe(true);
  });

  it("pre-selects every GF-named line, unless it is gluten-free by nature or not food, and then says so", () => {
    const named = lines().filter((l) => findGfMarker(l.productName) !== null);
    expect(named.length).toBeGreaterThan(50);
    const wrong = named.filter((l) =>
      l.eligibility === "substitute" ? !l.isSelected || l.eligibilityNote !== null : l.isSelected || l.eligibilityNote === null,
    );
    expect(wrong.map((l) => `${l.productName}: ${l.eligibility}`)).toEqual([]);
    expect(named.filter((l) => l.eligibility === "unknown").map((l) => l.productName)).toEqual([]);
  });

  it("gives deposits and fees their own note, never the pet food one", () => {
    const notPurchases = views.flatMap((v, i) => v.items.filter((_, j) => fixtures[i]!.items[j]!.kind !== "item"));
    expect(notPurchases.length).toBeGreaterThan(0);
    for (const line of notPurchases) expect(line.eligibilityNote?.key).toMatch(/^lineNote\.(deposit|fee)$/);
  });

  it("files each line under the category its name says, whatever product it matched", () => {
    const named = lines().filter((l) => classifyFood(l.productName).category !== null);
    expect(named.length).toBeGreaterThan(50);
    const misfiled = named.filter((l) => l.category !== classifyFood(l.productName).category);
    expect(misfiled.map((l) => `${l.productName}: ${l.category}`)).toEqual([]);
  });

  it("labels a price the user typed as theirs, never as a good match", async () => {
    const line = lines().find((l) => l.eligibility === "substitute" && l.matchCheck?.level === "good");
    if (!line) throw new Error("no fixture line with a good match");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/receipt-items/${line.id}/regular-price`,
      headers: { cookie },
      payload: { customRegularPrice: Math.round(line.price * 50) / 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ regularPriceSource: "custom", matchCheck: { level: "yours", reasons: [] } });
  });
});
