import { useMutation } from "@tanstack/react-query";
import type { Words } from "../lib/claim-summary-texts";

export function useEvidencePack(userId: string, words: Words) {
  return useMutation({
    // The PDF and zip writers load only when a pack is asked for, not with the reports page.
    mutationFn: async (year: number) => (await import("./build-evidence-pack")).buildEvidencePack(userId, year, new Date(), words),
  });
}
