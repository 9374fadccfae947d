import { statSync } from "node:fs";
import SQLite from "better-sqlite3";

export interface BackupResult {
  path: string;
  bytes: number;
}

/**
 * Copies a live SQLite database with SQLite's online backup API. The copy is one consistent snapshot, and in WAL
 * mode taking it never blocks the server's writers. Every page goes in a single step after the first: with the
 * library's default of 100 pages per step, a write from another connection between steps restarts the copy, which
 * a busy server could keep doing forever.
 */
export async function backupSqlite(sourcePath: string, destination: string): Promise<BackupResult> {
  const source = new SQLite(sourcePath, { fileMustExist: true });
  try {
    await source.backup(destination, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  checkSqliteIntegrity(destination);
  return { path: destination, bytes: statSync(destination).size };
}

/**
 * Throws unless SQLite's own full check of every page and index finds the file sound. Opened for writing, though it
 * writes nothing, so that closing it removes the -wal and -shm files a WAL-mode copy gets: the backup stays one file.
 */
export function checkSqliteIntegrity(path: string): void {
  const copy = new SQLite(path, { fileMustExist: true });
  try {
    const problems = copy.pragma("integrity_check", { simple: false }) as { integrity_check: string }[];
    const found = problems.map((p) => p.integrity_check).filter((p) => p !== "ok");
    if (found.length > 0) throw new Error(`${path} failed PRAGMA integrity_check:\n${found.join("\n")}`);
  } finally {
    copy.close();
  }
}
