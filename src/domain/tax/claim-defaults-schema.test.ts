import { describe, expect, it } from "vitest";
import { claimDefaultsSchema, DEFAULT_CLAIM_DEFAULTS } from "./claim-defaults-schema";

const message = (input: unknown) => claimDefaultsSchema.safeParse(input).error?.issues[0]?.message;

describe("claimDefaultsSchema", () => {
  it("takes a claimant kind and a whole percent from 1 to 100", () => {
    expect(claimDefaultsSchema.parse({ claimant: "other-dependant", sharePct: 1 })).toEqual({ claimant: "other-dependant", sharePct: 1 });
    expect(claimDefaultsSchema.parse({ claimant: "spouse-or-child", sharePct: "100" })).toEqual({ claimant: "spouse-or-child", sharePct: 100 });
  });

  it("refuses anything else with the rule's message", () => {
    expect(message({ claimant: "neighbour", sharePct: 50 })).toBe("Unknown claimant");
    for (const share of [0, 101, 50.5, "abc", undefined]) {
      expect(message({ claimant: "self", sharePct: share }), String(share)).toBe("The share must be a whole percent from 1 to 100");
    }
  });

  it("defaults to the user, all of it", () => {
    expect(DEFAULT_CLAIM_DEFAULTS).toEqual({ claimant: "self", sharePct: 100 });
  });
});
