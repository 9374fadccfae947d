import type { ComponentProps } from "react";
import { PROVINCES, type ProvinceCode } from "#domain/tax/provinces";

const SELECT =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none";

/** Every province and territory, with a first "not said" option the value "" stands for. */
export function ProvinceSelect({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<"select">, "value" | "onChange"> & { value: ProvinceCode | null; onChange: (province: ProvinceCode | null) => void }) {
  return (
    <select {...props} className={SELECT} value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : (e.target.value as ProvinceCode))}>
      <option value="">Not said</option>
      {PROVINCES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
