/** Why a source row is not in the catalog. */
export const DROP_REASONS = [
  "gluten_free",
  "gf_brand",
  "gf_recipe",
  "natural",
  "not_food",
  "no_category",
  "truncated",
  "no_size",
  "unit_mismatch",
  "liquid_in_dry_category",
  "bad_price",
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

/** One source's rows: how many were read, dropped for each reason, and kept after de-duplication. */
export type ScreeningTally = { seen: number; kept: number } & Record<DropReason, number>;

export const emptyTally = (): ScreeningTally =>
  ({ seen: 0, kept: 0, ...Object.fromEntries(DROP_REASONS.map((r) => [r, 0])) }) as ScreeningTally;
