import { strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { loadCatalogue, translatorFor } from "../../../lib/translators";
import { lineItem } from "../../../test-support/claim-summary-views";
import { evidencePackFiles, readmeText, type EvidencePackInput } from "./evidence-pack-files";

await Promise.all([loadCatalogue("en-CA", ["app", "reports"]), loadCatalogue("fr-CA", ["app", "reports"])]);
const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const csv = { bytes: new Uint8Array([0xef, 0xbb, 0xbf, 0x41]) };

const freshco = [
  lineItem({ id: "a", customProductName: "BARILLA GF SPAGHETTI", claimable: 3 }),
  lineItem({ id: "b", customProductName: "BOBS RED MILL GF FLOUR", claimable: 6.5, price: 11.49, unitPrice: 11.49 }),
];
const metro = lineItem({ id: "c", receiptId: "r-metro-0002", storeLocation: "Metro", purchaseDate: "2025-05-02" });
const typed = lineItem({ id: "d", receiptId: null, storeLocation: null, customProductName: "GF BREAD", purchaseDate: "2025-07-01" });

const input = (over: Partial<EvidencePackInput>): EvidencePackInput => ({
  year: 2025,
  madeOn: "2026-02-20",
  summaryPdf: pdf,
  csv,
  lines: [...freshco, metro, typed],
  photos: new Map([["r-freshco-0001", [{ bytes: jpeg, type: "image/jpeg" }]]]),
  ...over,
});

describe("the evidence pack's files", () => {
  it("holds the summary, the CSV, each kept photo as it was kept with the lines claimed from it, and a README", () => {
    const files = evidencePackFiles(input({}), english);
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "claim-lines-2025.csv",
      "claim-summary-2025.pdf",
      "photos/2025-03-12-freshco-r-freshc-1.jpg",
      "photos/2025-03-12-freshco-r-freshc.txt",
    ]);
    expect(files["claim-summary-2025.pdf"]).toBe(pdf);
    expect(files["claim-lines-2025.csv"]).toBe(csv.bytes);
    expect(files["photos/2025-03-12-freshco-r-freshc-1.jpg"]).toBe(jpeg);
    const caption = strFromU8(files["photos/2025-03-12-freshco-r-freshc.txt"]!);
    expect(caption).toContain("Photos: 2025-03-12-freshco-r-freshc-1.jpg");
    expect(caption).toContain("1. BARILLA GF SPAGHETTI:");
    expect(caption).toContain("2. BOBS RED MILL GF FLOUR:");
    expect(caption).toContain("Eligible expense from this receipt: $9.50");
  });

  it("names the receipts with no photo on this device, and the lines typed in without a receipt, in the README", () => {
    const readme = strFromU8(evidencePackFiles(input({}), english)["README.txt"]!);
    expect(readme).toContain("Receipts on paper only");
    expect(readme).toContain("- 2025-05-02, Metro (1 line claimed)");
    expect(readme).not.toContain("FreshCo (");
    expect(readme).toContain("- 2025-07-01, GF BREAD");
  });

  it("without kept photos holds the rest, and the README lists every receipt as on paper only", () => {
    const files = evidencePackFiles(input({ photos: new Map() }), english);
    expect(Object.keys(files).sort()).toEqual(["README.txt", "claim-lines-2025.csv", "claim-summary-2025.pdf"]);
    const readme = strFromU8(files["README.txt"]!);
    expect(readme).toContain("No receipt photos: this device kept none for these receipts.");
    expect(readme).toContain("- 2025-03-12, FreshCo (2 lines claimed)");
    expect(readme).toContain("- 2025-05-02, Metro (1 line claimed)");
  });

  it("says why there is no CSV when the server keeps it for Premium, and leaves the file out", () => {
    const files = evidencePackFiles(input({ csv: "premium-only" }), english);
    expect(files["claim-lines-2025.csv"]).toBeUndefined();
    expect(strFromU8(files["README.txt"]!)).toContain("No CSV: this server keeps the CSV download for Premium.");
  });

  it("numbers the photos of a receipt read in several parts, and names a photo by its type", () => {
    const png = new Uint8Array([0x89, 0x50]);
    const files = evidencePackFiles(
      input({ photos: new Map([["r-freshco-0001", [{ bytes: jpeg, type: "image/jpeg" }, { bytes: png, type: "image/png" }]]]) }),
      english,
    );
    expect(files["photos/2025-03-12-freshco-r-freshc-2.png"]).toBe(png);
    expect(strFromU8(files["photos/2025-03-12-freshco-r-freshc.txt"]!)).toContain(
      "Photos: 2025-03-12-freshco-r-freshc-1.jpg, 2025-03-12-freshco-r-freshc-2.png",
    );
  });
});

describe("the README", () => {
  it("says every receipt is photographed when none is on paper only, and when it was made", () => {
    const text = readmeText({
      year: 2024,
      madeOn: "2025-04-01",
      csv: { file: "claim-lines-2024.csv" },
      photographed: [{ date: "2024-01-02", store: "Metro", lineCount: 1 }],
      paperOnly: [],
      typedLines: [],
    }, english);
    expect(text.split("\n")[0]).toBe("CeliacClaim evidence pack for tax year 2024");
    expect(text).toContain("Every receipt claimed this year has its photo in this pack.");
    expect(text).toContain("claim-lines-2024.csv: every claim line of the year");
    expect(text).toContain("Made on April 1, 2025");
    expect(text).not.toContain("typed in by hand");
  });

  it("lists paper-only receipts by date", () => {
    const text = readmeText({
      year: 2024,
      madeOn: "2025-04-01",
      csv: { file: "claim-lines-2024.csv" },
      photographed: [],
      paperOnly: [
        { date: "2024-06-01", store: "Sobeys", lineCount: 2 },
        { date: "2024-02-01", store: "Metro", lineCount: 1 },
      ],
      typedLines: [],
    }, english);
    expect(text.indexOf("2024-02-01, Metro")).toBeLessThan(text.indexOf("2024-06-01, Sobeys"));
  });

  it("is French for a French reader", () => {
    const readme = strFromU8(evidencePackFiles(input({ csv: "premium-only" }), french)["README.txt"]!);
    expect(readme.split("\n")[0]).toBe("Dossier de preuves CeliacClaim pour l’année d’imposition 2025");
    expect(readme).toContain("- 2025-05-02, Metro (1 ligne demandée)");
    expect(readme).toContain("Pas de CSV : ce serveur réserve le téléchargement CSV à Premium.");
    expect(readme).toContain("Préparé le 20 février 2026");
  });
});
