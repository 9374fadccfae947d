import { similarity } from "./normalise-text";

export interface PhotoRowText {
  text: string;
}

const key = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
const sameRow = (a: PhotoRowText, b: PhotoRowText) => {
  const ka = key(a.text);
  const kb = key(b.text);
  return ka.length > 0 && kb.length > 0 && similarity(ka, kb) >= 0.8;
};

/**
 * The rows of two or three photos of one long receipt, top to bottom, as one list: where the end of one photo and
 * the start of the next show the same printed rows, those rows are kept once (from the earlier photo). The overlap
 * is the longest run of at least two rows that ends one photo's rows and begins the next's, within a row or two of
 * slack at either edge where the frame cuts a row in half.
 */
export function mergePhotoRows<R extends PhotoRowText>(photos: readonly (readonly R[])[]): R[] {
  const merged: R[] = [...(photos[0] ?? [])];
  for (const next of photos.slice(1)) {
    let best = { keepUpTo: merged.length, skip: 0, length: 0 };
    for (let start = Math.max(0, merged.length - 60); start < merged.length; start++) {
      for (let offset = 0; offset <= 2 && offset < next.length; offset++) {
        let length = 0;
        while (start + length < merged.length && offset + length < next.length && sameRow(merged[start + length]!, next[offset + length]!)) {
          length++;
        }
        const reachesEnd = merged.length - (start + length) <= 2;
        if (length >= 2 && reachesEnd && length > best.length) best = { keepUpTo: start + length, skip: offset + length, length };
      }
    }
    merged.splice(best.keepUpTo);
    merged.push(...next.slice(best.skip));
  }
  return merged;
}
