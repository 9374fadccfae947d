import type { ComponentProps } from "react";
import { PROVINCE_CODES, type ProvinceCode } from "#domain/tax/provinces";
import { useI18n } from "../../../lib/i18n";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none";

/** Every province and territory, with a first "not said" option the value "" stands for. */
export function ProvinceSelect({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<"select">, "value" | "onChange"> & { value: ProvinceCode | null; onChange: (province: ProvinceCode | null) => void }) {
  const { t } = useI18n();
  return (
    <select {...props} className={SELECT} value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : (e.target.value as ProvinceCode))}>
      <option value="">{t("province.notSaid")}</option>
      {PROVINCE_CODES.map((code) => (
        <option key={code} value={code}>
          {t(`province.${code}`)}
        </option>
      ))}
    </select>
  );
}
