/**
 * Two amounts a receipt's arithmetic counts as equal: tills round each tax and each weighed price, so sums printed on
 * the same receipt may differ by a cent.
 */
export const withinACent = (a: number, b: number): boolean => Math.abs(a - b) <= 1;
