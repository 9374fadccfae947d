import { CLAIMANT_LABELS, isClaimant } from "../../../../domain/tax/claimant";
import type { LineItem } from "../api/report-types";

export const claimLabel = (item: LineItem) =>
  `${item.sharePct}% · ${isClaimant(item.claimant) ? CLAIMANT_LABELS[item.claimant] : item.claimant}`;
