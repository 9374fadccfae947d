/** One year of the index: its prices relative to the base year's. */
export interface GrainPriceIndexEntry {
  year: number;
  index: number;
  /** The last month of the year the table has (a year in progress has fewer than 12). */
  lastMonth: number;
}

/**
 * Per year, the mean over months and provinces of each product's price relative to the base year's mean, averaged
 * over the products (rounded to 4 decimals). Rows of Statistics Canada's FactFoodPrices (Date, Product, Price).
 */
export function grainPriceIndex(
  rows: readonly Record<string, string>[],
  products: readonly string[],
  baseYear: number,
): GrainPriceIndexEntry[] {
  const sums = new Map<string, { total: number; n: number }>();
  const lastMonths = new Map<number, number>();
  for (const row of rows) {
    if (!products.includes(row.Product ?? "")) continue;
    const date = row.Date ?? "";
    const year = Number(date.slice(0, 4));
    const key = `${row.Product}|${year}`;
    const sum = sums.get(key) ?? { total: 0, n: 0 };
    sums.set(key, { total: sum.total + Number(row.Price), n: sum.n + 1 });
    lastMonths.set(year, Math.max(lastMonths.get(year) ?? 0, Number(date.slice(5, 7))));
  }
  const mean = (product: string, year: number) => {
    const sum = sums.get(`${product}|${year}`);
    return sum ? sum.total / sum.n : NaN;
  };
  return [...lastMonths.keys()]
    .sort((a, b) => a - b)
    .map((year) => {
      const index = products.reduce((total, p) => total + mean(p, year) / mean(p, baseYear), 0) / products.length;
      return { year, index: Math.round(index * 10000) / 10000, lastMonth: lastMonths.get(year)! };
    });
}
