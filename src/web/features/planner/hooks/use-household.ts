import { useState } from "react";
import { centsToAmountText } from "#domain/money";
import { readTypedAmount, type TypedAmount } from "#domain/tax/typed-credit-estimate";
import type { TypedHousehold } from "../lib/plan-from-data";

type Field = keyof TypedHousehold;
const FIELDS: Field[] = ["netIncomeCents", "earnedIncomeCents", "spouseNetIncomeCents", "spouseEarnedIncomeCents", "dependantNetIncomeCents"];

/**
 * The amounts typed on the planner, kept as typed and read as the credit estimate reads them (an empty field waits,
 * a bad one says why). The user's net income starts from the one saved in Settings.
 */
export function useHousehold(savedNetIncomeCents: number | null) {
  const [text, setText] = useState<Record<Field, string>>(() => ({
    netIncomeCents: savedNetIncomeCents === null ? "" : centsToAmountText(savedNetIncomeCents),
    earnedIncomeCents: "",
    spouseNetIncomeCents: "",
    spouseEarnedIncomeCents: "",
    dependantNetIncomeCents: "",
  }));
  const read = Object.fromEntries(FIELDS.map((f) => [f, readTypedAmount(text[f])])) as Record<Field, TypedAmount>;
  const typed: TypedHousehold = {
    netIncomeCents: read.netIncomeCents.cents,
    earnedIncomeCents: read.earnedIncomeCents.cents,
    spouseNetIncomeCents: read.spouseNetIncomeCents.cents,
    spouseEarnedIncomeCents: read.spouseEarnedIncomeCents.cents,
    dependantNetIncomeCents: read.dependantNetIncomeCents.cents,
  };
  const set = (field: Field, value: string) => setText((t) => ({ ...t, [field]: value }));
  return { text, read, typed, set };
}
