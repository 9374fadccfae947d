/**
 * A receipt's tax-flag column, read per receipt: when most of its amounts carry one flag letter ("3.79 B"), an
 * amount the OCR left unreadable because it read that letter as its look-alike digit ("3.798", "3.99 8", "4768" with
 * the point lost too) is that amount and its flag. Only the receipt's own flag is restored, so a receipt without a
 * flag column is read as printed.
 */
import { splitTrailingAmount } from "./parse-amount";

const LOOKALIKE_DIGIT: Record<string, string> = { B: "8", S: "5", G: "6", Z: "2" };
// The receipt's flag must be on at least this many amounts, and more of them than any other flag.
const MIN_FLAGGED = 3;

function receiptFlag(lines: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const flag = splitTrailingAmount(line)?.flag;
    if (flag) counts.set(flag, (counts.get(flag) ?? 0) + 1);
  }
  const [best, second] = [...counts].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < MIN_FLAGGED || (second && second[1] === best[1])) return null;
  return LOOKALIKE_DIGIT[best[0]] ? best[0] : null;
}

export function restoreMisreadFlags(lines: readonly string[]): string[] {
  const flag = receiptFlag(lines);
  if (flag === null) return [...lines];
  const digit = LOOKALIKE_DIGIT[flag]!;
  const withPoint = new RegExp(String.raw`(\s\$?\d{1,3}[.,]\d{2})\s?${digit}$`);
  const pointLost = new RegExp(String.raw`(\s\d{3,4})${digit}$`);
  return lines.map((line) => {
    const trimmed = line.trimEnd();
    if (!/\p{L}{2}/u.test(trimmed) || splitTrailingAmount(trimmed) !== null) return line;
    if (withPoint.test(trimmed)) return trimmed.replace(withPoint, `$1 ${flag}`);
    if (pointLost.test(trimmed)) return trimmed.replace(pointLost, `$1${flag}`);
    return line;
  });
}
