import { CLAIMANT_LABELS, CLAIMANTS, taxLineFor } from "#domain/tax/claimant";

/** The options of every "who is this food for" select: each claimant with the line of the return it goes on. */
export function ClaimantOptions() {
  return CLAIMANTS.map((c) => (
    <option key={c} value={c}>
      {CLAIMANT_LABELS[c]} (line {taxLineFor(c)})
    </option>
  ));
}
