// Types for regular-products.mjs: only what the TypeScript generators read.
export const REGULAR_PRODUCTS: readonly { en: string; fr: string; price: readonly [number, number] }[];
