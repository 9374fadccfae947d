import { CLAIMANT_LABELS, isClaimant } from "#domain/tax/claimant";
import { formatDollars } from "../../../lib/format";
import type { LineItem } from "../api/report-types";

export const claimLabel = (item: LineItem) =>
  `${item.sharePct}% · ${isClaimant(item.claimant) ? CLAIMANT_LABELS[item.claimant] : item.claimant}`;

/** A line total's price per pack, shown under it when the line holds more (or less) than one pack. */
export function PerPack({ item, dollars }: { item: LineItem; dollars: number }) {
  if (item.quantity === 1) return null;
  return <span className="block text-xs whitespace-nowrap text-slate-500">{formatDollars(dollars)} each</span>;
}
