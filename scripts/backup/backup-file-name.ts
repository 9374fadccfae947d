/** `backups/celiacclaim-2025-06-10T12-00-00Z.sqlite`: sorts by time, and has no colon for filesystems that refuse one. */
export function defaultBackupPath(now: Date, extension: "sqlite" | "dump"): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  return `backups/celiacclaim-${stamp}.${extension}`;
}
