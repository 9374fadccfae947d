/**
 * Cutting a run of characters from either end of a text, in one pass. `text.replace(/[…]+$/, "")` reads the same, but
 * a search tries the pattern from every position, so a long run that is not at the end costs quadratic time.
 * `oneChar` is tested on one character (code point) at a time and must match exactly one, as `/[^\p{L}\p{N}]/u` does.
 */

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Where the code point that ends at `end` starts. */
function previousStart(text: string, end: number): number {
  return end >= 2 && isLowSurrogate(text.charCodeAt(end - 1)) && isHighSurrogate(text.charCodeAt(end - 2)) ? end - 2 : end - 1;
}

export function trimEndRun(text: string, oneChar: RegExp): string {
  let end = text.length;
  while (end > 0) {
    const start = previousStart(text, end);
    if (!oneChar.test(text.slice(start, end))) break;
    end = start;
  }
  return text.slice(0, end);
}

export function trimStartRun(text: string, oneChar: RegExp): string {
  let start = 0;
  while (start < text.length) {
    const width = isHighSurrogate(text.charCodeAt(start)) && isLowSurrogate(text.charCodeAt(start + 1)) ? 2 : 1;
    if (!oneChar.test(text.slice(start, start + width))) break;
    start += width;
  }
  return text.slice(start);
}

export function trimRuns(text: string, oneChar: RegExp): string {
  return trimEndRun(trimStartRun(text, oneChar), oneChar);
}
