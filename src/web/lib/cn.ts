/** Joins class names, skipping the falsy ones left by conditions. */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(" ");
}
