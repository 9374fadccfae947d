import { isClaimant } from "#domain/tax/claimant";
import type { LineItemView } from "#domain/api/tax-report";
import { useI18n, type I18n } from "../../../lib/i18n";

export const claimLabel = (item: LineItemView, { t, format }: I18n) =>
  `${format.basisPoints(item.sharePct * 100)} · ${isClaimant(item.claimant) ? t(`claimant.${item.claimant}`) : item.claimant}`;

/** A line total's price per pack, shown under it when the line holds more (or less) than one pack. */
export function PerPack({ item, dollars }: { item: LineItemView; dollars: number }) {
  const { t, format } = useI18n();
  if (item.quantity === 1) return null;
  return <span className="block text-xs whitespace-nowrap text-slate-500">{t("reports.each", { price: format.dollars(dollars) })}</span>;
}
