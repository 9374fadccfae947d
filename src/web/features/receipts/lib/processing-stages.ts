/**
 * What the person waits through while a receipt is read. Preparing is the browser's own work; the server answers in
 * one response, so its three stages advance on typical timings as an honest "still working", not as measurements.
 */
export const PROCESSING_STAGES = ["preparing", "reading", "finding", "matching"] as const;

export type ProcessingStage = (typeof PROCESSING_STAGES)[number];

/** Milliseconds after the upload starts at which each server-side stage is shown. */
export const SERVER_STAGE_DELAYS_MS: ReadonlyArray<[ProcessingStage, number]> = [
  ["finding", 1500],
  ["matching", 3000],
];
