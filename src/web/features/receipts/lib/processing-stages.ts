/**
 * What the person waits through while a receipt is read. Preparing is the browser's own work; the server answers in
 * one response, so its three stages advance on typical timings as an honest "still working", not as measurements.
 */
export const PROCESSING_STAGES = [
  { id: "preparing", label: "Preparing image" },
  { id: "reading", label: "Reading receipt" },
  { id: "finding", label: "Finding gluten-free items" },
  { id: "matching", label: "Matching prices" },
] as const;

export type ProcessingStage = (typeof PROCESSING_STAGES)[number]["id"];

/** Milliseconds after the upload starts at which each server-side stage is shown. */
export const SERVER_STAGE_DELAYS_MS: ReadonlyArray<[ProcessingStage, number]> = [
  ["finding", 1500],
  ["matching", 3000],
];
