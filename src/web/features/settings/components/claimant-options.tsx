import { CLAIMANTS, taxLineFor } from "#domain/tax/claimant";
import { useI18n } from "../../../lib/i18n";

/** The options of every "who is this food for" select: each claimant with the line of the return it goes on. */
export function ClaimantOptions() {
  const { t } = useI18n();
  return CLAIMANTS.map((c) => (
    <option key={c} value={c}>
      {t("claimant.option", { claimant: t(`claimant.${c}`), line: taxLineFor(c) })}
    </option>
  ));
}
