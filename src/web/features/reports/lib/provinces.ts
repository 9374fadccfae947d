/** Provinces and territories, for the credit estimate's note on the provincial credit. */
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

export const provinceName = (code: ProvinceCode) => PROVINCES.find(([c]) => c === code)![1];
