import type { REPORTS_EN_CA } from "./reports.en-CA";

/** messages/reports.en-CA.ts in French (see messages.fr-CA.ts). */
export const REPORTS_FR_CA: { readonly [K in keyof typeof REPORTS_EN_CA]: string } = {
};
