import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/translators";
import { claimDefaultsInputSchema, DEFAULT_CLAIM_DEFAULTS } from "./claim-defaults-schema";

// The schema's message is a catalogue key with arguments; the English reader sees this.
const message = (input: unknown) => translatorFor("en-CA").text(claimDefaultsInputSchema.safeParse(input).error?.issues[0]?.message ?? "");

describe("claimDefaultsInputSchema", () => {
  it("takes a claimant kind and a whole percent from 1 to 100", () => {
    expect(claimDefaultsInputSchema.parse({ claimant: "other-dependant", sharePct: 1 })).toEqual({ claimant: "other-dependant", sharePct: 1 });
    expect(claimDefaultsInputSchema.parse({ claimant: "spouse-or-child", sharePct: "100" })).toEqual({ claimant: "spouse-or-child", sharePct: 100 });
  });

  it("refuses anything else with the rule's message", () => {
    expect(message({ claimant: "neighbour", sharePct: 50 })).toBe("Unknown claimant");
    for (const share of [0, 101, 50.5, "abc", undefined]) {
      expect(message({ claimant: "self", sharePct: share }), String(share)).toBe("The share must be a whole percent from 1 to 100");
    }
  });

  it("takes a net income in whole cents from 0, or null, or leaves it out", () => {
    expect(claimDefaultsInputSchema.parse({ claimant: "self", sharePct: 100, netIncomeCents: 5_200_000 }).netIncomeCents).toBe(5_200_000);
    expect(claimDefaultsInputSchema.parse({ claimant: "self", sharePct: 100, netIncomeCents: null }).netIncomeCents).toBeNull();
    for (const income of [-1, 10.5, "52000", 100_000_000_001]) {
      expect(message({ claimant: "self", sharePct: 100, netIncomeCents: income }), String(income)).toBe(
        "The net income must be an amount in cents from 0 to 100,000,000,000",
      );
    }
  });

  it("defaults to the user, all of it, with no income or province given", () => {
    expect(DEFAULT_CLAIM_DEFAULTS).toEqual({ claimant: "self", sharePct: 100, netIncomeCents: null, province: null });
  });
});
