import { describe, expect, it } from "vitest";
import { dropNameColumns } from "./name-columns";

const item = (name: string) => ({ name, kind: "item" as const });
const names = (lines: { name: string }[]) => lines.map((l) => l.name);

describe("dropNameColumns", () => {
  it("drops a quantity or weight column that most item rows of the receipt start with", () => {
    // A layout of Asian grocers and pet shops: Qty | Description | U/Price | Amount.
    const rows = [item("1 RICE CRACKERS 1.99"), item("0.76 YELLOW ONION 0.99"), item("2 SOY SAUCE"), item("1.92 CUCUMBER 3.99")];
    expect(names(dropNameColumns(rows))).toEqual(["RICE CRACKERS", "YELLOW ONION", "SOY SAUCE", "CUCUMBER"]);
  });

  it("drops a count column that most item rows end with, as an invoice prints it", () => {
    const rows = [item("GF Penne 454 g 2"), item("Oat Milk 1.75 L 1"), item("Rice Crackers 1"), item("Coke 12")];
    expect(names(dropNameColumns(rows))).toEqual(["GF Penne 454 g", "Oat Milk 1.75 L", "Rice Crackers", "Coke"]);
    expect(names(dropNameColumns([item("Coke 12"), item("GF BREAD"), item("MILK 4L")]))).toEqual(["Coke 12", "GF BREAD", "MILK 4L"]);
    expect(names(dropNameColumns([item("GF Penne 340 g 2"), item("Bananas 1")]))).toEqual(["GF Penne 340 g", "Bananas"]);
  });

  it("keeps a number that starts only a few names: it is part of them", () => {
    const rows = [item("2% MILK 4L"), item("12 GRAIN BREAD"), item("GF PASTA"), item("BANANAS"), item("OAT CEREAL")];
    expect(names(dropNameColumns(rows))).toEqual(["2% MILK 4L", "12 GRAIN BREAD", "GF PASTA", "BANANAS", "OAT CEREAL"]);
  });

  it("drops offer text and a unit price printed inside a name", () => {
    const rows = [item("*Sale* 2 for $5.09"), item("SALE* @ 5 for $2.00"), item("GF BREAD @ $3.49"), item("APPLES @ 1.99/LB"), item("GARAM MASALA 3.99")];
    expect(names(dropNameColumns(rows))).toEqual(["*Sale*", "SALE*", "GF BREAD", "APPLES", "GARAM MASALA"]);
  });

  it("keeps sizes and counts, which are part of a name", () => {
    const rows = [item("GF PASTA 454G"), item("EGGS 12 CT"), item("WATER 24 X 500ML")];
    expect(names(dropNameColumns(rows))).toEqual(["GF PASTA 454G", "EGGS 12 CT", "WATER 24 X 500ML"]);
  });
});
