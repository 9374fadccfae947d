import { CLAIMANT_LABELS, isClaimant } from "#domain/tax/claimant";
import { formatDollars } from "../../../lib/format";
import type { LineItemView } from "#domain/api/tax-report";

export const claimLabel = (item: LineItemView) =>
  `${item.sharePct}% · ${isClaimant(item.claimant) ? CLAIMANT_LABELS[item.claimant] : item.claimant}`;

/** A line total's price per pack, shown under it when the line holds more (or less) than one pack. */
export function PerPack({ item, dollars }: { item: LineItemView; dollars: number }) {
  if (item.quantity === 1) return null;
  return <span className="block text-xs whitespace-nowrap text-slate-500">{formatDollars(dollars)} each</span>;
}
