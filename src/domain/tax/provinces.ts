import { z } from "zod";

/** Provinces and territories by their postal code, with the name the screens show. */
export const PROVINCES = [
  ["AB", "Alberta"],
  ["BC", "British Columbia"],
  ["MB", "Manitoba"],
  ["NB", "New Brunswick"],
  ["NL", "Newfoundland and Labrador"],
  ["NS", "Nova Scotia"],
  ["NT", "Northwest Territories"],
  ["NU", "Nunavut"],
  ["ON", "Ontario"],
  ["PE", "Prince Edward Island"],
  ["QC", "Quebec"],
  ["SK", "Saskatchewan"],
  ["YT", "Yukon"],
] as const;

export type ProvinceCode = (typeof PROVINCES)[number][0];

export const PROVINCE_CODES = PROVINCES.map(([code]) => code) as [ProvinceCode, ...ProvinceCode[]];

/** The province or territory of residence on December 31, which decides the provincial credit. */
export const provinceSchema = z.enum(PROVINCE_CODES, { error: "validation.province" });
