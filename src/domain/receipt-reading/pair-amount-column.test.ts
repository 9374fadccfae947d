import { describe, expect, it } from "vitest";
import { assembleTextRows, type TextPiece } from "./assemble-text-rows";

const HEIGHT = 26;
const PITCH = 40;
const piece = (text: string, u0: number, u1: number, v0: number): TextPiece => ({
  text, confidence: 0.9, angle: 0, u0, u1, v0, v1: v0 + HEIGHT, score: 0.9,
});

/**
 * Twelve items; the paper curls away from the camera in its lower half, so the amount column sinks against the names
 * row after row: level at the top, 34 px (most of a row) low at the bottom. From 28 px down an amount shares more of
 * its height with the next name than with its own.
 */
const SINK = [0, 2, 1, 3, 8, 13, 18, 23, 28, 30, 32, 34];
const curled = () =>
  SINK.flatMap((sink, k) => [
    piece(`ITEM ${String.fromCharCode(65 + k)}`, 20, 160, 100 + PITCH * k),
    piece(`${k + 1}.99`, 500, 570, 100 + PITCH * k + sink),
  ]);
const expected = SINK.map((_, k) => `ITEM ${String.fromCharCode(65 + k)}   ${k + 1}.99`);

describe("assembleTextRows on curled paper (pairAmountColumn)", () => {
  it("gives each amount to its own name on a curled receipt, the offset drifting down the page", () => {
    expect(assembleTextRows(curled()).map((r) => r.text)).toEqual(expected);
  });

  it("follows the column rising as well as sinking", () => {
    const rising = SINK.flatMap((sink, k) => [
      piece(`ITEM ${String.fromCharCode(65 + k)}`, 20, 160, 100 + PITCH * k),
      piece(`${k + 1}.99`, 500, 570, 100 + PITCH * k - sink),
    ]);
    expect(assembleTextRows(rising).map((r) => r.text)).toEqual(expected);
  });

  it("leaves a name without an amount, and an amount without a name, on rows of their own", () => {
    const pieces = [
      ...SINK.slice(0, 6).flatMap((sink, k) => [
        piece(`ITEM ${k}`, 20, 160, 100 + PITCH * k),
        piece(`${k + 1}.99`, 500, 570, 100 + PITCH * k + sink),
      ]),
      piece("CARD SAVINGS APPLIED", 20, 300, 100 + PITCH * 6),
      piece("12.34", 500, 570, 100 + PITCH * 7 + 12),
    ];
    const rows = assembleTextRows(pieces).map((r) => r.text);
    expect(rows.slice(-2)).toEqual(["CARD SAVINGS APPLIED", "12.34"]);
    expect(rows[5]).toBe("ITEM 5   6.99");
  });
});
