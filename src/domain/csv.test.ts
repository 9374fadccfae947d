import { describe, expect, it } from "vitest";
import { formatCsv, formatCsvRecords, parseCsv, parseCsvRecords } from "./csv";

describe("csv", () => {
  it("parses quotes, commas, escaped quotes and line breaks in fields", () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\nlines"\n';
    expect(parseCsv(text)).toEqual([
      ["a", "b", "c"],
      ["x, y", 'say "hi"', "two\nlines"],
    ]);
  });

  it("skips a byte-order mark and keeps empty trailing fields", () => {
    expect(parseCsv("\ufeffa,b,\n")).toEqual([["a", "b", ""]]);
  });

  it("round-trips what it formats", () => {
    const rows = [
      ["name", "price"],
      ['Dempster\'s "Ancient" Grains, 600 g', "4.99"],
    ];
    expect(parseCsv(formatCsv(rows))).toEqual(rows);
  });

  it("writes records in the columns' order, a missing value as an empty field, with the line end asked for", () => {
    const records = [{ id: "1", name: "Bread, white", price: 399 }, { id: "2" }];
    expect(formatCsvRecords(["id", "name", "price"], records, "\n")).toBe('id,name,price\n1,"Bread, white",399\n2,,\n');
    expect(formatCsvRecords(["id"], [{ id: "1" }])).toBe("id\r\n1\r\n");
  });

  it("maps records by header and ignores blank lines", () => {
    expect(parseCsvRecords("id,name\n1,Bread\n\n2,Pasta\n")).toEqual([
      { id: "1", name: "Bread" },
      { id: "2", name: "Pasta" },
    ]);
  });
});
