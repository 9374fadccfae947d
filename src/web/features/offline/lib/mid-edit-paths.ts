/**
 * Pages where a reload could lose work (photos chosen and not read, review edits not yet sent): the new version is
 * not offered there, only once the user has moved on.
 */
const MID_EDIT_PREFIXES = ["/upload-receipt", "/receipt-review/"];

export const isMidEditPath = (pathname: string): boolean =>
  MID_EDIT_PREFIXES.some((prefix) => pathname.toLowerCase().startsWith(prefix));
