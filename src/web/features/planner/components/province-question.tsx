import { useId, useState } from "react";
import type { ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import type { ProvinceCode } from "#domain/tax/provinces";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { ProvinceSelect } from "../../settings/components/province-select";
import { useSaveProvince } from "../api/use-save-province";
import { useI18n } from "../../../lib/i18n";

/** Asked once, where the estimate needs it: the answer is saved with the other claim defaults, in Settings. */
export function ProvinceQuestion({ defaults }: { defaults: ClaimDefaults }) {
  const { t } = useI18n();
  const [province, setProvince] = useState<ProvinceCode | null>(null);
  const save = useSaveProvince();
  const id = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (province) save.mutate({ claimant: defaults.claimant, sharePct: defaults.sharePct, province });
      }}
    >
      <div className="min-w-56 flex-1 space-y-1.5">
        <Label htmlFor={id}>{t("planner.provinceQuestion")}</Label>
        <ProvinceSelect id={id} aria-describedby={`${id}-help`} value={province} onChange={setProvince} />
        <p id={`${id}-help`} className="text-xs text-slate-600">
          {t("planner.provinceHelp")}
        </p>
      </div>
      <Button type="submit" pending={save.isPending} disabled={!province}>
        {t("planner.saveProvince")}
      </Button>
    </form>
  );
}
