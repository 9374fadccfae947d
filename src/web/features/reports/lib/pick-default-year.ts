/**
 * docs/product-spec.md §2: the current year when it has data, else the newest year that does (years come newest first).
 */
export function pickDefaultYear(years: readonly number[], currentYear: number): number {
  if (years.includes(currentYear)) return currentYear;
  return years[0] ?? currentYear;
}

/** The first tax year the reports answer for (domain/tax/tax-report-schemas.ts refuses earlier ones). */
const FIRST_TAX_YEAR = 2000;

/**
 * A year from the address bar is kept whenever it is a tax year that has begun, with purchases or not: a link to
 * `?year=2023` shows 2023 (empty, if nothing was bought then), never another year under that address. Anything else
 * falls back to the default.
 */
export function resolveYear(requested: string | null, years: readonly number[], currentYear: number): number {
  const asked = requested !== null && /^\d{4}$/.test(requested) ? Number(requested) : NaN;
  return asked >= FIRST_TAX_YEAR && asked <= currentYear ? asked : pickDefaultYear(years, currentYear);
}
