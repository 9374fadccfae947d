// Types for gf-products.mjs: only what the TypeScript generators read.
export interface GfProduct {
  shelfName: string;
  substitute: boolean;
}
export function loadGfProducts(): { hammerSubstitutes: GfProduct[] };
