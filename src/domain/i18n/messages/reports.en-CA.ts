/** The reports, the tax summary and its print view, and the claim planner: loaded with those pages. */
export const REPORTS_EN_CA = {
} as const satisfies Record<string, string>;
