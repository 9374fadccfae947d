/**
 * docs/product-spec.md §2: the current year when it has data, else the newest year that does (years come newest first).
 */
export function pickDefaultYear(years: readonly number[], currentYear: number): number {
  if (years.includes(currentYear)) return currentYear;
  return years[0] ?? currentYear;
}

/** A year from the address bar is kept only if it is one of the offered years. */
export function resolveYear(requested: string | null, years: readonly number[], currentYear: number): number {
  const asked = Number(requested);
  return requested !== null && years.includes(asked) ? asked : pickDefaultYear(years, currentYear);
}
