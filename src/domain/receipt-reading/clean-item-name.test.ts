import { describe, expect, it } from "vitest";
import { cleanItemName } from "./clean-item-name";

describe("cleanItemName", () => {
  it.each([
    ["221029533212 DICED TOMATOES", "DICED TOMATOES", "221029533212"],
    ["06038318148 PC GF BREAD", "PC GF BREAD", "06038318148"],
    ["2210 29533212 DICED TOMATOES", "DICED TOMATOES", "221029533212"],
    ["4235 PORK LOIN CHOPS", "PORK LOIN CHOPS", "4235"],
    ["463631027684. GF OATS PNUT BUTTER", "GF OATS PNUT BUTTER", "463631027684"],
    ["94011 ORGANIC BANANAS", "ORGANIC BANANAS", "94011"],
    ["1234567 KS WATER 40PK", "KS WATER 40PK", "1234567"],
    ["GRANOLA BARS 6PK", "GRANOLA BARS 6PK", null],
    ["12X355ML COKE", "12X355ML COKE", null],
    ["2 FOR 1 BREAD", "2 FOR 1 BREAD", null],
    ["‘ RUSSET POTATOES 10LB", "RUSSET POTATOES 10LB", null],
    ["RED -PEPPERS", "RED PEPPERS", null],
    ["BASMATI RICE 2KG —", "BASMATI RICE 2KG", null],
    ["OEUFS GROS 12 et", "OEUFS GROS 12", null],
    ["CREAM 10%", "CREAM 10%", null],
    ["Blue Dragon Thai Red Curry Paste (270 ml)", "Blue Dragon Thai Red Curry Paste (270 ml)", null],
    ["Schar Gluten Free Ciabatta Rolls 200 g", "Schar Gluten Free Ciabatta Rolls 200 g", null],
    ["  THÉ ORANGE PEKOE   72 ", "THÉ ORANGE PEKOE 72", null],
  ])("%j → %j", (label, name, upc) => expect(cleanItemName(label)).toEqual({ name, upc }));

  it("drops the code and flag columns real tills print around a name", () => {
    expect(cleanItemName("BROCCOLI CROWNS   3082")).toEqual({ name: "BROCCOLI CROWNS", upc: "3082" });
    expect(cleanItemName("LYSOL BATH P059631882930")).toEqual({ name: "LYSOL BATH P", upc: "059631882930" });
    expect(cleanItemName("288072443MAGNUMBAR   NF")).toEqual({ name: "MAGNUMBAR", upc: "288072443" });
    expect(cleanItemName("05632700795   COORS LIGHT 6 PK HQ")).toEqual({ name: "COORS LIGHT 6 PK", upc: "05632700795" });
    expect(cleanItemName("E   1215095 ORG SWT CORN")).toEqual({ name: "ORG SWT CORN", upc: "1215095" });
    expect(cleanItemName("KS BAGS 60").name).toBe("KS BAGS 60");
    // A weighed item's PLU code with the till's flag column glued to it.
    expect(cleanItemName("TOMATO ROMA 000000004087KF")).toEqual({ name: "TOMATO ROMA", upc: "000000004087KF" });
    expect(cleanItemName("GV 2% MILK 4L 06038318640F")).toEqual({ name: "GV 2% MILK 4L", upc: "06038318640F" });
  });
});
