import { z } from "zod";
import type { ReceiptUpload } from "../receipts/process-receipt";

const uploadSchema = z.union([z.object({ photos: z.array(z.string()).min(1).max(3) }), z.object({ document: z.string() })]);

/**
 * The upload a job names, fetched from the web process holding it; null when that process no longer holds it (it
 * ended, or the job ended there). Any other failure throws, so pg-boss tries the job again.
 */
export async function fetchHeldUpload(url: string, token: string, timeoutMs = 30_000): Promise<ReceiptUpload | null> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // Nothing listens there any more: the process that held the photos has ended, and the photos with it.
    if (isRefused(error)) return null;
    throw error;
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`the upload could not be fetched (${res.status})`);
  return uploadSchema.parse(await res.json());
}

function isRefused(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === "ECONNREFUSED" || cause?.code === "ENOTFOUND";
}
